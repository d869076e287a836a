import { useState } from 'react';
import { Navigate, useLocation } from 'react-router';
import { addQp } from '../../../api/add-qp.ts';
import { useMessages } from '../../../i18n/use-t.ts';
import { trackAddToCart } from '../../../third-party/analytics.ts';
import { PRODUCT_IDS } from '#contracts/constants/product-ids.ts';
import { local } from '../../../lib/storage.ts';
import { setShowCart } from '../../../stores/cart-store.ts';
import { propertySearchRequestOf, queryFlow } from '../lib/query-flow.ts';
import { queryText } from '../messages.ts';
import { rememberLastRequest } from '../../../wizard/last-request.ts';
import { AddedToCart } from '../../../wizard/added-to-cart.tsx';
import { useAddOnce } from '../../../wizard/use-add-once.ts';
import { keepQuery } from '../../../lib/keep-query.ts';

/**
 * cart/add/qpropiedades: opens only when every step is valid (else the first invalid step). Adds the search
 * once, shows the cart (show_carrito, last_added_product), clears the wizard and offers checkout or more shopping. In the cart the item has a Cancel request
 * button instead of Edit (spec 2, 6), which removes it and leads to /servicios (features/cart).
 */
export function AddQueryScreen() {
  const text = useMessages(queryText);
  const { search } = useLocation();
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

  if (redirect !== undefined) return <Navigate to={keepQuery(queryFlow.path(redirect), search)} replace />;
  const back = new URLSearchParams(search);
  back.delete('origin');
  back.delete('origin_id');
  return (
    <AddedToCart
      state={state}
      heading={heading}
      retry={retry}
      text={{ adding: text('adding'), added: text('added'), failed: text('addFailed') }}
      body={<p>{text('addedBody')}</p>}
      search={back.toString() ? `?${back.toString()}` : ''}
    />
  );
}
