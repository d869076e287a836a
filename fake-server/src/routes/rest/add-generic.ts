import { genericItemFrom } from '../../products/generic-item.ts';
import { addCartItem } from '../../state/cart-items.ts';
import type { RestHandler } from './handler.ts';

/** Adds a generic product with its answers to the visitor's cart, priced by the backend (spec 9). */
export const addGeneric: RestHandler<'addGeneric'> = ({ body, visitor, fixtures, store, config, sequences }) => {
  const { product, options, price } = genericItemFrom(body.form, fixtures, store);
  const item = addCartItem(visitor, { product_id: product.product_id, product_name: product.name, options, price }, sequences);
  return { ok: true, item_id: item.id, cart: visitor.cart, config };
};
