import { multibancoReference, payableOrder } from '../../state/orders.ts';
import type { RestHandler } from './handler.ts';

/**
 * MONEI: the URL of MONEI's payment page for the order, or with `paymethod=moneimultibanco` the
 * order's Multibanco reference as JSON (as otherMethodsPaymentIntent). ok false and '' otherwise.
 */
export const moneiPaymentIntent: RestHandler<'moneiPaymentIntent'> = ({ query, visitor, config, sequences }) => {
  if (query.paymethod === 'moneimultibanco') {
    const record = payableOrder(visitor, query.order_id, 'moneimultibanco');
    if (record === undefined) return { ok: false, message: '', config };
    return { ok: true, message: JSON.stringify(multibancoReference(record, sequences)), config };
  }
  const record = payableOrder(visitor, query.order_id, 'monei');
  if (record === undefined) return { ok: false, message: '', config };
  return { ok: true, message: `/monei/checkout?order_id=${record.order.order_id}`, config };
};
