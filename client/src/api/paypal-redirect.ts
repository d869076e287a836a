import { callEndpoint } from './client.ts';

/** PayPal's redirect step: an HTML page holding the form that takes the buyer to PayPal. */
export async function paypalRedirect(orderId: string): Promise<string> {
  return callEndpoint('paypalRedirect', { query: { order_id: orderId } });
}
