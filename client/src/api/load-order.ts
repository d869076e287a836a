import type { Order } from '#contracts/payment.ts';
import { callEndpoint } from './client.ts';

/** One of the customer's orders, or null for an id the backend does not know. */
export async function loadOrder(id: string): Promise<Order | null> {
  const { order } = await callEndpoint('loadOrder', { query: { id } });
  return order;
}
