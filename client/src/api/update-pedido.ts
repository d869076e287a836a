import type { CartItem } from '#contracts/cart.ts';
import type { GenericValue } from '#contracts/generic.ts';
import { callEndpoint } from './client.ts';

/** Replaces the answers of one item of a placed order; resolves to the updated item. */
export async function updatePedido(orderId: string, itemId: string, options: GenericValue[]): Promise<CartItem> {
  const { pedido } = await callEndpoint('updatePedido', { query: { id: orderId }, body: { item_id: itemId, options } });
  return pedido;
}
