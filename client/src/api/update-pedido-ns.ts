import type { CartItem } from '#contracts/api/cart.ts';
import type { NotaSimpleEdit } from '#contracts/api/spain.ts';
import { callEndpoint } from './client.ts';
import { orderItem } from './get-pedidos.ts';
import { updateOrderActions } from './update-pedido.ts';

/**
 * Corrects the Nota Simple of an order item (orderId: its order); resolves to the updated item, or null when there is
 * no such Nota Simple. The correction cascades: a property search started from this Nota Simple searches the corrected
 * owner too (decision 038). The spec does not show the answer: a 200 answer without `ok` is the correction saved, and
 * without the item it is read again from GET pedidos (null when the order no longer lists it).
 */
export async function updatePedidoNs(orderId: string, itemId: string, data: NotaSimpleEdit): Promise<CartItem | null> {
  const actions = updateOrderActions(orderId, true);
  const { ok = true, pedido } = await callEndpoint('updatePedidoNs', { query: { id: itemId }, body: { data, actions } });
  if (!ok) return null;
  return pedido !== undefined ? pedido : ((await orderItem(orderId, itemId)) ?? null);
}
