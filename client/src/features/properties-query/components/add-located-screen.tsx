import { useState } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useSnapshot } from 'valtio';
import { PRODUCT_IDS } from '#contracts/constants/product-ids.ts';
import { addLocalizada } from '../../../api/add-localizada.ts';
import { useMessages, useT } from '../../../i18n/use-t.ts';
import { trackAddToCart } from '../../../third-party/analytics.ts';
import { local } from '../../../lib/storage.ts';
import { setShowCart } from '../../../stores/cart-store.ts';
import { configState } from '../../../stores/config-store.ts';
import { Button } from '../../../ui/button.tsx';
import { LinkButton } from '../../../ui/link-button.tsx';
import { useAddOnce } from '../../../wizard/use-add-once.ts';
import { locatedFlow } from '../lib/located-flow.ts';
import { queryText } from '../messages.ts';
import * as styles from './properties-query.css.ts';
import { ROUTES } from '#contracts/constants/client-routes.ts';

/**
 * cart/add/localizadas: opens only when every step is valid (else the first invalid step). Adds the chosen properties'
 * Notas Simples once (addlocalizada), shows the cart (show_carrito, last_added_product), clears the flow and offers
 * checkout or more shopping.
 */
export function AddLocatedScreen() {
  const t = useT();
  const text = useMessages(queryText);
  const { search } = useLocation();
  const { loggedIn } = useSnapshot(configState).config;
  const [redirect] = useState(() => locatedFlow.firstInvalidBefore(locatedFlow.addToCart));
  const { state, retry, heading } = useAddOnce(async () => {
    const { order_id, item_id, fincas } = locatedFlow.state.form;
    const itemId = await addLocalizada({ order_id, item_id, fincas: [...fincas] });
    setShowCart(true);
    local.set('last_added_product', PRODUCT_IDS.locatedProperty);
    trackAddToCart(itemId, PRODUCT_IDS.locatedProperty);
    locatedFlow.reset();
  }, redirect === undefined);

  if (redirect !== undefined) return <Navigate to={`${locatedFlow.path(redirect)}${search}`} replace />;
  if (state.status === 'adding') return <p role="status">{t('common.addingToCart')}</p>;
  return (
    <section className={styles.screen} aria-labelledby="add-located-heading">
      <h1 id="add-located-heading" ref={heading} tabIndex={-1} className={styles.heading}>
        {state.status === 'failed' ? text('locatedAddFailed') : text('locatedAdded')}
      </h1>
      {state.status === 'failed' ? (
        <div className={styles.actions}>
          <Button onPress={retry}>{t('common.retry')}</Button>
        </div>
      ) : (
        <>
          <p>{text('locatedAddedBody')}</p>
          <div className={styles.actions}>
            <LinkButton to={{ pathname: loggedIn ? ROUTES.checkout.start : ROUTES.register, search }}>{t('common.checkout')}</LinkButton>
            <LinkButton variant="secondary" to={{ pathname: ROUTES.services, search }}>
              {t('common.keepShopping')}
            </LinkButton>
          </div>
        </>
      )}
    </section>
  );
}
