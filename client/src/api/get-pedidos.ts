import type { CartItem } from '#contracts/api/cart.ts';
import type { Config } from '#contracts/api/config.ts';
import type { PedidosQuery } from '#contracts/api/pedidos.ts';
import { currentConfig } from '../stores/config-store.ts';
import { callEndpoint } from './client.ts';
import { type Resource, useResource } from '../stores/use-resource.ts';

export interface OrdersResult {
  config: Config;
  /** null when the list could not be loaded: spec 8 falls back silently to the current configuration. */
  pedidos: CartItem[] | null;
}

/** The visitor's order items; an answer that names no list (the spec does not name its field) reads as a failed load. */
export async function getPedidos(query: PedidosQuery = {}): Promise<OrdersResult> {
  try {
    const { pedidos, config } = await callEndpoint('getPedidos', { query }, { reportFailure: false });
    return { config, pedidos: pedidos ?? null };
  } catch {
    return { config: currentConfig(), pedidos: null };
  }
}

/**
 * An order's items as GET pedidos lists them now (none when the list cannot be loaded): what an answer that leaves out
 * the order, its invoice or a changed item is read from (loadorder, invoice, updatepedido, updatePedidoNS,
 * pushFilesToPedido).
 */
export async function orderItems(orderId: string): Promise<CartItem[]> {
  const { pedidos } = await getPedidos({ id: orderId });
  return (pedidos ?? []).filter((item) => item.order_id === orderId);
}

/** One item of an order as GET pedidos lists it now; undefined when it does not. */
export async function orderItem(orderId: string, itemId: string): Promise<CartItem | undefined> {
  return (await orderItems(orderId)).find((item) => item.id === itemId);
}

/** The order items a screen shows, asked again on every mount: payments and edits change them. Null asks nothing. */
export function usePedidos(query: PedidosQuery | null): Resource<OrdersResult> {
  return useResource(query === null ? null : `pedidos:${JSON.stringify(query)}`, () => getPedidos(query ?? {}), { fresh: true });
}
