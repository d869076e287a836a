import type { StripeProcessResponse } from '#contracts/api/payment.ts';
import { callEndpoint } from './client.ts';

/** Completes a card payment after its 3DS step. */
export async function stripeProcess(orderId: string): Promise<StripeProcessResponse> {
  return callEndpoint('stripeProcess', { query: { order_id: orderId } });
}
