import { isDelivered } from '#contracts/rules/order-rules.ts';
import { HttpError } from '../../errors.ts';
import { checkRenewal, renewalOf, renewedItem } from '../../orders/renewal.ts';
import { addCartItem } from '../../state/cart-items.ts';
import type { RestHandler } from './handler.ts';

/**
 * spec 7: puts the same request as an ordered item, renewed, into the cart at its price (the document
 * wallet's "renew"). Only for a delivered item (400 otherwise), and only what this store could add today (checkRenewal:
 * the flow sold here, a generic item's answers a complete form of its product); another customer's order is answered as
 * one nobody has (400), and the cart does not change.
 */
export const addActualizarPedidoAhora: RestHandler<'addActualizarPedidoAhora'> = ({
  body,
  visitor,
  fixtures,
  store,
  config,
  sequences,
}) => {
  const item = renewedItem(visitor, body.form);
  if (!isDelivered(item))
    throw new HttpError(400, `body/form/item_id: item ${item.id} has not been delivered yet; there is nothing to renew`);
  checkRenewal(item, fixtures, store);
  const added = addCartItem(visitor, renewalOf(item, fixtures, store), sequences);
  return { ok: true, item_id: added.id, cart: visitor.cart, config };
};
