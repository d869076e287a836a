import { useState } from 'react';
import { Navigate, useLocation } from 'react-router';
import { PRODUCT_IDS } from '#contracts/constants/product-ids.ts';
import { addLocalizada } from '../../../api/add-localizada.ts';
import { useMessages, useT } from '../../../i18n/use-t.ts';
import { trackAddToCart } from '../../../third-party/analytics.ts';
import { local } from '../../../lib/storage.ts';
import { setShowCart } from '../../../stores/cart-store.ts';
import { AddedToCart } from '../../../wizard/added-to-cart.tsx';
import { useAddOnce } from '../../../wizard/use-add-once.ts';
import { locatedFlow } from '../lib/located-flow.ts';
import { queryText } from '../messages.ts';
import { keepQuery } from '../../../lib/keep-query.ts';

/**
 * cart/add/localizadas: opens only when every step is valid (else the first invalid step). Adds the chosen properties'
 * Notas Simples once (addlocalizada), shows the cart (show_carrito, last_added_product), clears the flow and offers
 * checkout or more shopping.
 */
export function AddLocatedScreen() {
  const t = useT();
  const text = useMessages(queryText);
  const { search } = useLocation();
  const [redirect] = useState(() => locatedFlow.firstInvalidBefore(locatedFlow.addToCart));
  const { state, retry, heading } = useAddOnce(async () => {
    const { order_id, item_id, fincas } = locatedFlow.state.form;
    const itemId = await addLocalizada({ order_id, item_id, fincas: [...fincas] });
    setShowCart(true);
    local.set('last_added_product', PRODUCT_IDS.locatedProperty);
    trackAddToCart(itemId, PRODUCT_IDS.locatedProperty);
    locatedFlow.reset();
  }, redirect === undefined);

  if (redirect !== undefined) return <Navigate to={keepQuery(locatedFlow.path(redirect), search)} replace />;
  return (
    <AddedToCart
      state={state}
      heading={heading}
      retry={retry}
      text={{ adding: t('common.addingToCart'), added: text('locatedAdded'), failed: text('locatedAddFailed') }}
      body={<p>{text('locatedAddedBody')}</p>}
      search={search}
    />
  );
}
