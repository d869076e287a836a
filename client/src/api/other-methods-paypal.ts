import { callEndpoint } from './client.ts';

/** PayPal's payment intent: the message when ok, '' when not (spec 8). */
export async function otherMethodsPaypal(orderId: string): Promise<string> {
  const { ok, message } = await callEndpoint('otherMethodsPaypal', { query: { order_id: orderId } });
  return ok ? message : '';
}
