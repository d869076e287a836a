import { payableOrder } from '../../state/orders.ts';
import type { RestHandler } from './handler.ts';

/** PayPal: the order is ready for PayPal; `message` is the step that answers PayPal's form (spec 7). */
export const otherMethodsPaypal: RestHandler<'otherMethodsPaypal'> = ({ query, visitor, config }) => {
  const record = payableOrder(visitor, query.order_id, 'paypal');
  if (record === undefined) return { ok: false, message: '', config };
  return { ok: true, message: `/paypal/standard/redirect/?order_id=${record.order.order_id}`, config };
};
