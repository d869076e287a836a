import type { Order } from '#contracts/api/payment.ts';
import { callEndpoint } from './client.ts';
import { type Resource, useResource } from '../stores/use-resource.ts';

/** One of the customer's orders, or null for an id the backend does not know. */
export async function loadOrder(id: string): Promise<Order | null> {
  const { order } = await callEndpoint('loadOrder', { query: { id } });
  return order;
}

/** An order as it stands, asked again on every mount: payments change it. Null asks nothing. */
export function useOrder(id: string | null): Resource<Order | null> {
  return useResource(id === null ? null : `order:${id}`, () => loadOrder(id ?? ''), { fresh: true });
}
