import { HttpError } from '../../errors.ts';
import { ownOrder } from '../../state/orders.ts';
import type { RestHandler } from './handler.ts';

/**
 * The link to the order's invoice PDF (its first factura, which the fake server generates on request):
 * ok false and no link while the order is unpaid; 400 for an order that is not the caller's (another customer's
 * is answered as one nobody has).
 */
export const getInvoice: RestHandler<'getInvoice'> = ({ query, visitor, config }) => {
  const record = ownOrder(visitor, query.order_id);
  if (record === undefined) throw new HttpError(400, `querystring/order_id: no order ${query.order_id}`);
  const link = record.order.items.flatMap((item) => item.extra.facturas ?? [])[0];
  return { ok: link !== undefined, link: link ?? '', config };
};
