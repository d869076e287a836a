import { callEndpoint } from './client.ts';

/** Redsys' Bizum step: an HTML page holding the form that takes the buyer to Redsys. */
export async function processBizum(orderId: string): Promise<string> {
  return callEndpoint('processBizum', { query: { order_id: orderId } });
}
