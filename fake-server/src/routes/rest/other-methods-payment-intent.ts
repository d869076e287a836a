import { multibancoReference, payableOrder } from '../../state/orders.ts';
import type { RestHandler } from './handler.ts';

/** Multibanco: the order is to be paid by Multibanco; its reference (entity, reference, amount, expiry, voucher) as JSON; ok false and '' otherwise (spec 8). */
export const otherMethodsPaymentIntent: RestHandler<'otherMethodsPaymentIntent'> = ({ query, visitor, config, sequences }) => {
  const record = payableOrder(visitor, query.order_id, 'multibanco');
  if (record === undefined) return { ok: false, message: '', config };
  return { ok: true, message: JSON.stringify(multibancoReference(record, sequences)), config };
};
