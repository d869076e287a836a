import type { RenewalForm } from '#contracts/account.ts';
import type { CartItem } from '#contracts/cart.ts';
import type { StoreFixture } from '#contracts/fixtures.ts';
import { storeLanguage } from '#contracts/stores.ts';
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
