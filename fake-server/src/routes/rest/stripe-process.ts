import type { PaymentFailureReason } from '#contracts/api/payment.ts';
import { cancelOrder, markPaid, ordersOf } from '../../state/orders.ts';
import { visitorConfig } from '../../state/visitor-config.ts';
import type { RestHandler } from './handler.ts';

export const CHALLENGE_FAILED = 'No se ha podido verificar el pago con tu banco.';

/**
 * Completes a card payment after its 3DS step: an approved challenge pays the order; a failed or
 * unanswered one cancels it and puts its items back in the cart. A paid order answers ok again.
 */
export const stripeProcess: RestHandler<'stripeProcess'> = ({ query, visitor, store, sequences }) => {
  const record = ordersOf(visitor).get(query.order_id);
  const answer = (ok: boolean, message: string, reason?: PaymentFailureReason) => ({
    ok,
    message,
    ...(reason ? { reason } : {}),
    order_id: query.order_id,
    config: visitorConfig(visitor, store),
  });
  if (record === undefined || record.order.payment_method !== 'cc') return answer(false, '');
  if (record.order.state === 'paid') return answer(true, '');
  if (record.challenge === 'approved') {
    markPaid(visitor, record);
    return answer(true, '');
  }
  cancelOrder(visitor, record, sequences);
  return answer(false, CHALLENGE_FAILED, 'authentication_failed');
};
