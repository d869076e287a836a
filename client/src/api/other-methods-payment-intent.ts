import { callEndpoint } from './client.ts';

/** Multibanco's payment intent: the reference as JSON in `message`, '' when ok is false (spec 8). */
export async function otherMethodsPaymentIntent(orderId: string): Promise<string> {
  const { ok, message } = await callEndpoint('otherMethodsPaymentIntent', { query: { order_id: orderId } });
  return ok ? message : '';
}
