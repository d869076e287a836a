import { HttpError } from '../../errors.ts';
import { genericItemFrom } from '../../products/generic-item.ts';
import { ownOrder } from '../../state/orders.ts';
import type { RestHandler } from './handler.ts';

/**
 * Replaces the answers of one generic item of a placed order (product/actualizar/{order_id}/{item_id}).
 * The price paid does not change; an order or item that is not the caller's answers 400 naming it (another
 * customer's order is answered as one nobody has).
 */
export const updatePedido: RestHandler<'updatePedido'> = ({ query, body, visitor, fixtures, store, config }) => {
  const record = ownOrder(visitor, query.id);
  if (record === undefined) throw new HttpError(400, `querystring/id: no order ${query.id}`);
  const item = record.order.items.find((candidate) => candidate.id === body.item_id);
  if (item === undefined) throw new HttpError(400, `body/item_id: item ${body.item_id} is not in order ${query.id}`);
  const { options } = genericItemFrom({ product_id: item.product_id, values: body.options }, fixtures, store, 'options');
  item.options = options;
  return { ok: true, pedido: item, config };
};
