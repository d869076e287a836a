import { callEndpoint } from './client.ts';

/** MONEI's payment intent: its payment page URL, or with Multibanco the reference as JSON; '' when ok is false (spec 8). */
export async function moneiPaymentIntent(orderId: string, multibanco = false): Promise<string> {
  const query = multibanco ? { order_id: orderId, paymethod: 'moneimultibanco' as const } : { order_id: orderId };
  const { ok, message } = await callEndpoint('moneiPaymentIntent', { query });
  return ok ? message : '';
}
