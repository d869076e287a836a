import { callEndpoint } from './client.ts';
import { orderItems } from './get-pedidos.ts';
import { type Resource, useResource } from '../stores/use-resource.ts';

/**
 * The link to an order's invoice PDF (GET invoice/?order_id=), or null while the order has none (not paid yet).
 * An order that is not the customer's fails as one nobody has: a 400 (ApiError). The spec does not name the answer's
 * fields: without the link it is the order's first invoice its items list (extra.facturas, spec 3) in GET pedidos.
 */
export async function getInvoice(orderId: string): Promise<string | null> {
  const { ok, link } = await callEndpoint('getInvoice', { query: { order_id: orderId } });
  if (ok === false) return null;
  const found = link ?? (await orderItems(orderId)).flatMap((item) => item.extra.facturas ?? [])[0];
  return found === undefined || found === '' ? null : found;
}

/** The order's invoice link as a screen shows it, asked again on every mount (paying an order makes one). Null asks nothing. */
export function useInvoice(orderId: string | null): Resource<string | null> {
  return useResource(orderId === null ? null : `invoice:${orderId}`, () => getInvoice(orderId ?? ''), { fresh: true });
}
