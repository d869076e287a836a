import { HttpError } from '../../errors.ts';
import { genericItemFrom } from '../../products/generic-item.ts';
import { addCartItem } from '../../state/cart-items.ts';
import type { RestHandler } from './handler.ts';

/** Like addgeneric, linked to the cart item the buyer came from: origin_id becomes the new item's parent_id. */
export const addGenericWithAssociation: RestHandler<'addGenericWithAssociation'> = ({
  body,
  visitor,
  fixtures,
  store,
  config,
  sequences,
}) => {
  if (!visitor.cart.some((item) => item.id === body.origin_id)) {
    throw new HttpError(400, `body/origin_id: item ${body.origin_id} is not in the cart`);
  }
  const { product, options, price } = genericItemFrom(body.form, fixtures, store);
  const item = addCartItem(
    visitor,
    {
      product_id: product.product_id,
      product_name: product.name,
      options,
      price,
      parent_id: body.origin_id,
    },
    sequences,
  );
  return { ok: true, item_id: item.id, cart: visitor.cart, config };
};
