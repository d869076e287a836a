import type { CartItem } from '#contracts/cart.ts';
import type { NotaSimpleEdit } from '#contracts/spain.ts';
import { callEndpoint } from './client.ts';

/** Corrects the Nota Simple of an order item; resolves to the updated item, or null when there is no such Nota Simple. */
export async function updatePedidoNs(itemId: string, data: NotaSimpleEdit): Promise<CartItem | null> {
  const { ok, pedido } = await callEndpoint('updatePedidoNs', { query: { id: itemId }, body: { data } });
  return ok ? pedido : null;
}
