import { HttpError } from '../../errors.ts';
import { ownOrder } from '../../state/orders.ts';
import type { RestHandler } from './handler.ts';

/**
 * The link to the order's invoice PDF (its first factura, which the fake server generates on request):
 * ok false and no link while the order is unpaid; 400 for an order nobody has, 403 for another customer's.
 */
export const getInvoice: RestHandler<'getInvoice'> = ({ query, visitor, customers, config }) => {
  const record = ownOrder(visitor, customers, query.order_id, 'querystring/order_id');
  if (record === undefined) throw new HttpError(400, `querystring/order_id: no order ${query.order_id}`);
  const link = record.order.items.flatMap((item) => item.extra.facturas ?? [])[0];
  return { ok: link !== undefined, link: link ?? '', config };
};
