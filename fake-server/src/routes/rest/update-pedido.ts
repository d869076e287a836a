import { ORDER_ITEM_NOT_CHANGEABLE, mayChangeOrderItem } from '#contracts/rules/order-item-changes.ts';
import { mayRepriceOrderItem } from '#contracts/rules/order-rules.ts';
import { cartTotal } from '#contracts/rules/pricing.ts';
import { HttpError } from '../../errors.ts';
import { checkCustomerActions } from '../../orders/customer-actions.ts';
import { genericItemFrom } from '../../products/generic-item.ts';
import { ownOrder } from '../../state/orders.ts';
import type { RestHandler } from './handler.ts';
import { formatEuro } from '#contracts/rules/money.ts';

/**
 * Replaces the answers of one generic item of a placed order (product/actualizar/{order_id}/{item_id}), priced as
 * the cart prices them (genericItemFrom, spec 9). While the order waits for payment the item is repriced and the
 * order's total follows (a Multibanco reference already given asks for the new total); the item of a paid or
 * cancelled order takes only answers at the price paid, else 400 naming body/options and nothing changes
 * (mayRepriceOrderItem). An item the back office is processing, or that is delivered, cancelled or refunded, takes no
 * change at all: 400 naming body/item_id (mayChangeOrderItem, the rule the account offers the edit by; issue 41: a
 * delivered and a cancelled item were rewritten). An order or item that is not the caller's answers 400 naming it (another customer's
 * order is answered as one nobody has). Customer actions, when sent, must name this order (orders/customer-actions.ts).
 */
export const updatePedido: RestHandler<'updatePedido'> = ({ query, body, visitor, fixtures, store, config }) => {
  const record = ownOrder(visitor, query.id);
  if (record === undefined) throw new HttpError(400, `querystring/id: no order ${query.id}`);
  const { order } = record;
  checkCustomerActions(body.actions, order.order_id);
  const item = order.items.find((candidate) => candidate.id === body.item_id);
  if (item === undefined) throw new HttpError(400, `body/item_id: item ${body.item_id} is not in order ${query.id}`);
  if (!mayChangeOrderItem(item)) {
    throw new HttpError(
      400,
      `body/item_id: item ${item.id} (${item.product_name}) of order ${order.order_id} ${ORDER_ITEM_NOT_CHANGEABLE}`,
    );
  }
  const { options, price } = genericItemFrom({ product_id: item.product_id, values: body.options }, fixtures, store, 'options');
  const pricePaid = item.extra.current_price;
  if (!mayRepriceOrderItem(order) && pricePaid !== undefined && price !== pricePaid) {
    throw new HttpError(
      400,
      `body/options: these answers cost ${formatEuro(price)}; item ${item.id} of order ${order.order_id}, which is ${order.state}, ` +
        `keeps the ${formatEuro(pricePaid)} paid, so only answers at that price can change`,
    );
  }
  item.options = options;
  item.extra = { ...item.extra, current_price: price };
  order.total = cartTotal(order.items);
  if (order.multibanco !== null) order.multibanco.amount = order.total;
  return { ok: true, pedido: item, config };
};
