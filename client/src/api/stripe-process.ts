import type { StripeProcessResponse } from '#contracts/api/payment.ts';
import { callEndpoint } from './client.ts';

/** stripe process's answer as the client reads it: every field said but the reason of a refusal. */
export type StripeProcessOutcome = Required<Omit<StripeProcessResponse, 'reason'>> & Pick<StripeProcessResponse, 'reason'>;

/**
 * Completes a card payment after its 3DS step. The spec does not show the answer: a 200 answer without `ok` is the
 * payment completed, without a message '', and its order the one asked about.
 */
export async function stripeProcess(orderId: string): Promise<StripeProcessOutcome> {
  const answer = await callEndpoint('stripeProcess', { query: { order_id: orderId } });
  return { ...answer, ok: answer.ok ?? true, message: answer.message ?? '', order_id: answer.order_id ?? orderId };
}
