import { useState } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useMessages, useT } from '../../../i18n/use-t.ts';
import { trackAddToCart } from '../../../third-party/analytics.ts';
import { type LastRequestKey, local } from '../../../lib/storage.ts';
import { setShowCart } from '../../../stores/cart-store.ts';
import type { Flow } from '../../../wizard/flow.ts';
import { rememberLastRequest } from '../../../wizard/last-request.ts';
import { AddedToCart } from '../../../wizard/added-to-cart.tsx';
import { useAddOnce } from '../../../wizard/use-add-once.ts';
import { propertyText } from '../messages.ts';
import { keepQuery } from '../../../lib/keep-query.ts';

interface AddPropertyScreenProps<F extends object> {
  flow: Flow<F>;
  productId: string;
  /** Sends the request; rejects when the answers are incomplete or the call failed. */
  add: () => Promise<string>;
  added: string;
  /** Where the request is kept locally as the buyer's last of its kind (spec 3; wizard/last-request.ts). */
  lastRequestKey: LastRequestKey;
}

/**
 * cart/add/certidao and cart/add/ipredial: open only when every step is valid (else the first invalid step). Adds
 * the item once, shows the cart (show_carrito, last_added_product), keeps the request as the last of its kind (spec 3),
 * clears the wizard, and offers checkout or more
 * shopping; a failure offers a retry and keeps the answers.
 */
export function AddPropertyScreen<F extends object>({ flow, productId, add, added, lastRequestKey }: AddPropertyScreenProps<F>) {
  const t = useT();
  const text = useMessages(propertyText);
  const { search } = useLocation();
  const [redirect] = useState(() => flow.firstInvalidBefore(flow.addToCart));
  const {
    state: adding,
    retry,
    heading,
  } = useAddOnce(async () => {
    const itemId = await add();
    setShowCart(true);
    local.set('last_added_product', productId);
    trackAddToCart(itemId, productId);
    rememberLastRequest(lastRequestKey, flow.state.form);
    flow.reset();
    return itemId;
  }, redirect === undefined);

  if (redirect !== undefined) return <Navigate to={keepQuery(flow.path(redirect), search)} replace />;
  return (
    <AddedToCart
      state={adding}
      heading={heading}
      retry={retry}
      text={{ adding: t('common.addingToCart'), added, failed: t('common.addFailed') }}
      body={<p>{text('addedBody')}</p>}
      search={search}
    />
  );
}
