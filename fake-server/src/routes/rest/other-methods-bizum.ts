import { payableOrder } from '../../state/orders.ts';
import type { RestHandler } from './handler.ts';

/** Bizum: the order is ready for Redsys; `message` is the step that answers Redsys' page (spec 7). */
export const otherMethodsBizum: RestHandler<'otherMethodsBizum'> = ({ query, visitor, config }) => {
  const record = payableOrder(visitor, query.order_id, 'bizum');
  if (record === undefined) return { ok: false, message: '', config };
  return { ok: true, message: `/redsys/rest/processBizum?order_id=${record.order.order_id}`, config };
};
