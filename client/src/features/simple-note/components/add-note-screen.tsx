import { useState } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useSnapshot } from 'valtio';
import { addNs } from '../../../api/add-ns.ts';
import { useMessages, useT } from '../../../i18n/use-t.ts';
import { trackAddToCart } from '../../../third-party/analytics.ts';
import { rememberLastNoteForm } from '../../../lib/last-note-form.ts';
import { PRODUCT_IDS } from '#contracts/constants/product-ids.ts';
import { local } from '../../../lib/storage.ts';
import { setShowCart } from '../../../stores/cart-store.ts';
import { configState } from '../../../stores/config-store.ts';
import { Button } from '../../../ui/button.tsx';
import { LinkButton } from '../../../ui/link-button.tsx';
import { notaSimpleRequestOf, noteFlow, ownerIsUnknown } from '../lib/note-flow.ts';
import { noteText } from '../messages.ts';
import { useAddOnce } from '../../../wizard/use-add-once.ts';
import * as styles from './simple-note.css.ts';
import { ROUTES } from '#contracts/constants/client-routes.ts';

/**
 * cart/add/ns: opens only when every step is valid (else the first invalid step). Adds the Nota Simple once,
 * keeps the form as the last note form (session storage, spec 4), shows the cart (show_carrito,
 * last_added_product), clears the wizard, and offers the next
 * moves: checkout, more shopping, or a property search of the same owner (linked to this Nota Simple).
 */
export function AddNoteScreen() {
  const t = useT();
  const text = useMessages(noteText);
  const { search } = useLocation();
  const { loggedIn } = useSnapshot(configState).config;
  const [redirect] = useState(() => noteFlow.firstInvalidBefore(noteFlow.addToCart));
  const {
    state: adding,
    retry,
    heading,
  } = useAddOnce(async () => {
    const form = noteFlow.state.form;
    const request = notaSimpleRequestOf(form);
    if (request === null) throw new Error('the Nota Simple form is incomplete');
    const itemId = await addNs(request);
    rememberLastNoteForm({ ...request });
    setShowCart(true);
    const productId = request.servicio_urgente ? PRODUCT_IDS.urgentSimpleNote : PRODUCT_IDS.simpleNote;
    local.set('last_added_product', productId);
    trackAddToCart(itemId, productId);
    noteFlow.reset();
    return { itemId, ownerKnown: !ownerIsUnknown(form) };
  }, redirect === undefined);

  if (redirect !== undefined) return <Navigate to={`${noteFlow.path(redirect)}${search}`} replace />;

  if (adding.status === 'adding') return <p role="status">{text('adding')}</p>;

  if (adding.status === 'failed') {
    return (
      <section className={styles.intro} aria-labelledby="add-note-heading">
        <h1 id="add-note-heading" ref={heading} tabIndex={-1} className={styles.heading}>
          {text('addFailed')}
        </h1>
        <div className={styles.actions}>
          <Button onPress={retry}>{t('common.retry')}</Button>
        </div>
      </section>
    );
  }

  const propertiesSearch = new URLSearchParams(search);
  propertiesSearch.set('origin', 'ns');
  propertiesSearch.set('origin_id', adding.result.itemId);
  propertiesSearch.delete('municipio');
  return (
    <section className={styles.intro} aria-labelledby="add-note-heading">
      <h1 id="add-note-heading" ref={heading} tabIndex={-1} className={styles.heading}>
        {text('added')}
      </h1>
      <p>{text('addedBody')}</p>
      <div className={styles.actions}>
        <LinkButton to={{ pathname: loggedIn ? ROUTES.checkout.start : ROUTES.register, search }}>{t('common.checkout')}</LinkButton>
        <LinkButton variant="secondary" to={{ pathname: ROUTES.services, search }}>
          {t('common.keepShopping')}
        </LinkButton>
        {adding.result.ownerKnown ? (
          <LinkButton variant="link" to={{ pathname: ROUTES.propertiesQuery.step('step1'), search: `?${propertiesSearch.toString()}` }}>
            {text('alsoProperties')}
          </LinkButton>
        ) : null}
      </div>
    </section>
  );
}
