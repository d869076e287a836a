import { callEndpoint } from './client.ts';
import { type Resource, useResource } from '../stores/use-resource.ts';

/**
 * The link to an order's invoice PDF (GET invoice/?order_id=), or null while the order has none (not paid yet).
 * An order that is not the customer's fails as one nobody has: a 400 (ApiError).
 */
export async function getInvoice(orderId: string): Promise<string | null> {
  const { ok, link } = await callEndpoint('getInvoice', { query: { order_id: orderId } });
  return ok && link !== '' ? link : null;
}

/** The order's invoice link as a screen shows it, asked again on every mount (paying an order makes one). Null asks nothing. */
export function useInvoice(orderId: string | null): Resource<string | null> {
  return useResource(orderId === null ? null : `invoice:${orderId}`, () => getInvoice(orderId ?? ''), { fresh: true });
}
