import type { RenewalForm } from '#contracts/api/account.ts';
import type { CartItem } from '#contracts/api/cart.ts';
import type { StoreFixture } from '../file-schemas/fixtures.ts';
import type { GenericValue } from '#contracts/api/generic.ts';
import { dedicatedAddCall, genericFormProblems } from '#contracts/rules/generic-product-rules.ts';
import type { Product } from '#contracts/api/product.ts';
import { isPortugueseStore, isSpanishRegistryStore, storeLanguage } from '#contracts/constants/stores.ts';
import { HttpError } from '../errors.ts';
import type { Fixtures } from '../fixtures.ts';
import { localiseProduct } from '../products/localise-product.ts';
import type { NewItem } from '../state/cart-items.ts';
import { ownOrder } from '../state/orders.ts';
import type { Visitor } from '../state/types.ts';

/**
 * The ordered item a renewal (addactualizarnsahora, addactualizarpedidoahora) names: the caller's, in that
 * order. 400 names the field for an order or item that is not the caller's (another customer's is no different).
 */
export function renewedItem(visitor: Visitor, form: RenewalForm): CartItem {
  const record = ownOrder(visitor, form.order_id);
  if (record === undefined) throw new HttpError(400, `body/form/order_id: no order ${form.order_id}`);
  const item = record.order.items.find((candidate) => candidate.id === form.item_id);
  if (item === undefined) throw new HttpError(400, `body/form/item_id: item ${form.item_id} is not in order ${form.order_id}`);
  return item;
}

/** An ordered generic item's answers as the generic form that would order it today. */
function valuesOfItem(item: CartItem, product: Product): GenericValue[] {
  return item.options.flatMap((option) => {
    const asked = product.options.find((candidate) => candidate.option_id === option.option_id);
    return asked === undefined
      ? []
      : [{ option_id: asked.option_id, product_id: product.product_id, type: asked.type, value: option.value }];
  });
}

/**
 * Whether the same request may go into this store's cart today, as a new add would be checked (issue 23): a dedicated
 * flow's item only on the stores that sell that flow (the Nota Simple, the property search and its located properties
 * on the Spanish registry stores, the certificate and the report on the Portuguese ones), a generic item only as a
 * complete form of its product sold on this store (genericFormProblems). 400 naming body/form/item_id otherwise; the cart does not change.
 */
export function checkRenewal(item: CartItem, fixtures: Fixtures, store: StoreFixture): void {
  const refuse = (why: string) => {
    throw new HttpError(400, `body/form/item_id: item ${item.id} cannot be ordered again on store ${store.store_id}: ${why}`);
  };
  const ownCall = dedicatedAddCall(item.product_id);
  if (ownCall === 'addns' || ownCall === 'addqp' || ownCall === 'addlocalizada') {
    if (!isSpanishRegistryStore(store.store_id)) refuse('this store does not sell Spanish registry services');
    return;
  }
  if (ownCall !== undefined) {
    if (!isPortugueseStore(store.store_id)) refuse('this store does not sell Portuguese registry services');
    return;
  }
  const fixture = fixtures.products.get(item.product_id);
  if (fixture === undefined) return refuse(`no product ${item.product_id}`);
  const product = localiseProduct(fixture, storeLanguage(store.store_id));
  const [problem] = genericFormProblems(product, valuesOfItem(item, product), store.store_id);
  if (problem !== undefined) refuse(problem.message);
}

/**
 * The same request again, as a new cart item: the same product and answers, at the product's price today
 * for a product without options (a Nota Simple), else at the price paid (a generic item's price depends on its answers).
 */
export function renewalOf(item: CartItem, fixtures: Fixtures, store: StoreFixture): NewItem {
  const fixture = fixtures.products.get(item.product_id);
  const product = fixture === undefined ? undefined : localiseProduct(fixture, storeLanguage(store.store_id));
  const fixedPrice = product !== undefined && product.options.length === 0 ? product.price : undefined;
  return {
    product_id: item.product_id,
    product_name: product?.name ?? item.product_name,
    options: structuredClone(item.options),
    price: fixedPrice ?? item.extra.current_price ?? product?.price ?? 0,
  };
}
