import { callEndpoint } from './client.ts';

/** Bizum's payment intent: the message when ok, '' when not (spec 8). */
export async function otherMethodsBizum(orderId: string): Promise<string> {
  const { ok, message } = await callEndpoint('otherMethodsBizum', { query: { order_id: orderId } });
  return ok ? message : '';
}
