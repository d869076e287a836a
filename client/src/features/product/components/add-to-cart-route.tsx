import { type ReactNode, useState } from 'react';
import { Navigate, useLocation, useSearchParams } from 'react-router';
import { useSnapshot } from 'valtio';
import type { GenericForm } from '#contracts/api/generic.ts';
import { addGeneric, isFormRefused } from '../../../api/add-generic.ts';
import { addGenericWithAssociation } from '../../../api/add-generic-with-association.ts';
import { useMessages, useT } from '../../../i18n/use-t.ts';
import { trackAddToCart } from '../../../third-party/analytics.ts';
import { formatEuro } from '#contracts/rules/money.ts';
import { firstStepKey, local, session } from '../../../lib/storage.ts';
import { StoreGate } from '../../../guards/store-gate.tsx';
import { isSoldOnStore } from '#contracts/rules/product-availability.ts';
import { useProduct } from '../hooks/use-product.ts';
import { cartState, setShowCart } from '../../../stores/cart-store.ts';
import { showCartAfterAdding } from '../../../guards/checkout-guards.ts';
import { LinkButton } from '../../../ui/link-button.tsx';
import { productFlow, productStepPath } from '../lib/product-flow.ts';
import { productText } from '../messages.ts';
import { AddedToCart } from '../../../wizard/added-to-cart.tsx';
import { useAddOnce } from '../../../wizard/use-add-once.ts';
import { ROUTES } from '#contracts/constants/client-routes.ts';
import { keepQuery } from '../../../lib/keep-query.ts';

/**
 * cart/add/product: the end of the generic flow. It opens only when every step is valid (the wizard guard),
 * adds the item (addgeneric, or addgenericWithAssociation when the query string carries origin and origin_id),
 * sets the show-cart flag (not for the permanent-disability study alone: spec 2's shortcut to checkout) and
 * last_added_product, and shows the item as the cart lists it.
 */
export function AddToCartRoute() {
  const { search } = useLocation();
  // The flow is read once: it is reset as soon as the item is in the cart.
  const [form] = useState<GenericForm | null>(() => {
    const { productId, values } = productFlow.state.form;
    return productId ? { product_id: productId, values: values.map((value) => ({ ...value })) } : null;
  });
  const [blockedAt] = useState(() => productFlow.firstInvalidBefore(productFlow.addToCart));

  if (form === null) return <Navigate to={keepQuery(ROUTES.services, search)} replace />;
  if (blockedAt !== undefined) return <Navigate to={keepQuery(productStepPath(form.product_id, blockedAt), search)} replace />;
  return (
    <SoldHere productId={form.product_id}>
      <AddItem form={form} />
    </SoldHere>
  );
}

/** The product's flow ends here only on a store that sells it (a store switched mid-flow): else servicios. */
function SoldHere({ productId, children }: { productId: string; children: ReactNode }) {
  const t = useT();
  const { search } = useLocation();
  const load = useProduct(productId);
  if (load.status === 'loading') return <p role="status">{t('common.addingToCart')}</p>;
  if (load.status === 'missing') return <Navigate to={keepQuery(ROUTES.services, search)} replace />;
  return <StoreGate sells={(storeId) => isSoldOnStore(load.product, storeId)}>{children}</StoreGate>;
}

function AddItem({ form }: { form: GenericForm }) {
  const t = useT();
  const text = useMessages(productText);
  const [params] = useSearchParams();
  const { items } = useSnapshot(cartState);
  const origin = params.get('origin');
  const originId = params.get('origin_id');
  const kept = new URLSearchParams(params);
  kept.delete('origin');
  kept.delete('origin_id');
  const search = kept.size > 0 ? `?${kept.toString()}` : '';
  const { state, retry, heading } = useAddOnce(async () => {
    const itemId = await (origin && originId ? addGenericWithAssociation(form, origin, originId) : addGeneric(form));
    // spec 2, 3: the permanent-disability study alone hides the cart, so payment takes its buyer to checkout
    setShowCart(showCartAfterAdding(form.product_id, cartState.items));
    local.set('last_added_product', form.product_id);
    trackAddToCart(itemId, form.product_id);
    local.set(firstStepKey(form.product_id), 0);
    session.set('last_generic_form', { values: form.values, product: form.product_id });
    productFlow.reset();
    return itemId;
  });

  // A refused form (400: an answer missing or no longer valid, e.g. the catalogue changed) is fixed in the wizard,
  // whose answers are kept; trying again would send the same answers.
  const refused = state.status === 'failed' && isFormRefused(state.error);
  const item = state.status === 'added' ? items.find((candidate) => candidate.id === state.result) : undefined;
  return (
    <AddedToCart
      state={state}
      heading={heading}
      retry={retry}
      text={{ adding: t('common.addingToCart'), added: text('added'), failed: t('common.addFailed') }}
      body={item ? <p>{text('addedBody', { name: item.product_name, price: formatEuro(item.extra.current_price ?? 0) })}</p> : null}
      failedBody={refused ? <p>{text('answersRefused')}</p> : null}
      failedAction={
        refused ? <LinkButton to={keepQuery(productStepPath(form.product_id, '1'), search)}>{text('reviewAnswers')}</LinkButton> : undefined
      }
      search={search}
    />
  );
}
