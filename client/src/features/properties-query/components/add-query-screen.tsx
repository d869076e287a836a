import { useState } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useSnapshot } from 'valtio';
import { addQp } from '../../../api/add-qp.ts';
import { useMessages, useT } from '../../../i18n/use-t.ts';
import { trackAddToCart } from '../../../third-party/analytics.ts';
import { PRODUCT_IDS } from '#contracts/constants/product-ids.ts';
import { local } from '../../../lib/storage.ts';
import { setShowCart } from '../../../stores/cart-store.ts';
import { configState } from '../../../stores/config-store.ts';
import { Button } from '../../../ui/button.tsx';
import { LinkButton } from '../../../ui/link-button.tsx';
import { propertySearchRequestOf, queryFlow } from '../lib/query-flow.ts';
import { queryText } from '../messages.ts';
import { rememberLastRequest } from '../../../wizard/last-request.ts';
import { useAddOnce } from '../../../wizard/use-add-once.ts';
import * as styles from './properties-query.css.ts';
import { ROUTES } from '#contracts/constants/client-routes.ts';

/**
 * cart/add/qpropiedades: opens only when every step is valid (else the first invalid step). Adds the search
 * once, shows the cart (show_carrito, last_added_product), clears the wizard and offers checkout or more shopping. In the cart the item has a Cancel request
 * button instead of Edit (spec 2, 6), which removes it and leads to /servicios (features/cart).
 */
export function AddQueryScreen() {
  const t = useT();
  const text = useMessages(queryText);
  const { search } = useLocation();
  const { loggedIn } = useSnapshot(configState).config;
  const [redirect] = useState(() => queryFlow.firstInvalidBefore(queryFlow.addToCart));
  const { state, retry, heading } = useAddOnce(async () => {
    const request = propertySearchRequestOf(queryFlow.state.form);
    if (request === null) throw new Error('the property search form is incomplete');
    const itemId = await addQp(request);
    setShowCart(true);
    local.set('last_added_product', PRODUCT_IDS.propertySearchItem);
    trackAddToCart(itemId, PRODUCT_IDS.propertySearchItem);
    rememberLastRequest('last_qp_form', queryFlow.state.form);
    queryFlow.reset();
  }, redirect === undefined);
  const adding = state.status;

  if (redirect !== undefined) return <Navigate to={`${queryFlow.path(redirect)}${search}`} replace />;
  if (adding === 'adding') return <p role="status">{text('adding')}</p>;

  const back = new URLSearchParams(search);
  back.delete('origin');
  back.delete('origin_id');
  const keptSearch = back.toString() ? `?${back.toString()}` : '';
  return (
    <section className={styles.screen} aria-labelledby="add-query-heading">
      <h1 id="add-query-heading" ref={heading} tabIndex={-1} className={styles.heading}>
        {adding === 'failed' ? text('addFailed') : text('added')}
      </h1>
      {adding === 'failed' ? (
        <div className={styles.actions}>
          <Button onPress={retry}>{t('common.retry')}</Button>
        </div>
      ) : (
        <>
          <p>{text('addedBody')}</p>
          <div className={styles.actions}>
            <LinkButton to={{ pathname: loggedIn ? ROUTES.checkout.start : ROUTES.register, search: keptSearch }}>
              {t('common.checkout')}
            </LinkButton>
            <LinkButton variant="secondary" to={{ pathname: ROUTES.services, search: keptSearch }}>
              {t('common.keepShopping')}
            </LinkButton>
          </div>
        </>
      )}
    </section>
  );
}
