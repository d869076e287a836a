import { NOTA_SIMPLE_NOT_DUE } from '#contracts/api/account.ts';
import { isNotaSimpleUpdateDue } from '#contracts/rules/order-rules.ts';
import { NOTA_SIMPLE_PRODUCT_IDS } from '#contracts/constants/product-ids.ts';
import { HttpError } from '../../errors.ts';
import { checkRenewal, renewalOf, renewedItem } from '../../orders/renewal.ts';
import { addCartItem } from '../../state/cart-items.ts';
import { customerNow } from '../../state/lifecycle.ts';
import type { RestHandler } from './handler.ts';

/**
 * spec 4, 7: puts the update of a delivered Nota Simple (a new one with the same answers) into the cart at
 * its price. Only for a Nota Simple delivered more than 60 days ago on the customer's clock (400 otherwise,
 * saying why); another customer's order is answered as one nobody has (400), and the cart does not change.
 */
export const addActualizarNsAhora: RestHandler<'addActualizarNsAhora'> = ({ body, visitor, fixtures, store, config, sequences }) => {
  const item = renewedItem(visitor, body.form);
  if (!NOTA_SIMPLE_PRODUCT_IDS.includes(item.product_id)) {
    throw new HttpError(400, `body/form/item_id: item ${item.id} is not a Nota Simple`);
  }
  const now = customerNow();
  if (!isNotaSimpleUpdateDue(item, now)) throw new HttpError(400, NOTA_SIMPLE_NOT_DUE);
  checkRenewal(item, fixtures, store);
  const added = addCartItem(visitor, renewalOf(item, fixtures, store), sequences);
  return { ok: true, item_id: added.id, cart: visitor.cart, config };
};
