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

export async function getPedidos(query: PedidosQuery = {}): Promise<OrdersResult> {
  try {
    return await callEndpoint('getPedidos', { query }, { reportFailure: false });
  } catch {
    return { config: currentConfig(), pedidos: null };
  }
}

/** The order items a screen shows, asked again on every mount: payments and edits change them. Null asks nothing. */
export function usePedidos(query: PedidosQuery | null): Resource<OrdersResult> {
  return useResource(query === null ? null : `pedidos:${JSON.stringify(query)}`, () => getPedidos(query ?? {}), { fresh: true });
}
