import type { CartItem } from '#contracts/api/cart.ts';
import type { NotaSimpleEdit } from '#contracts/api/spain.ts';
import { callEndpoint } from './client.ts';
import { updateOrderActions } from './update-pedido.ts';

/**
 * Corrects the Nota Simple of an order item (orderId: its order); resolves to the updated item, or null when there is
 * no such Nota Simple. The correction cascades: a property search started from this Nota Simple searches the corrected
 * owner too (decision 038).
 */
export async function updatePedidoNs(orderId: string, itemId: string, data: NotaSimpleEdit): Promise<CartItem | null> {
  const actions = updateOrderActions(orderId, true);
  const { ok, pedido } = await callEndpoint('updatePedidoNs', { query: { id: itemId }, body: { data, actions } });
  return ok ? pedido : null;
}
