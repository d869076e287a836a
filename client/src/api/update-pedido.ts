import type { CartItem } from '#contracts/api/cart.ts';
import type { CustomerActions } from '#contracts/api/customer.ts';
import type { GenericValue } from '#contracts/api/generic.ts';
import { ApiError, callEndpoint } from './client.ts';
import { orderItem } from './get-pedidos.ts';

/**
 * The customer actions of a request that changes a placed order (spec 3; contracts/src/api/customer.ts): an update of that
 * order, for this one customer; `cascades` when the items linked to it repeat the data being corrected.
 */
export function updateOrderActions(orderId: string, cascades: boolean): CustomerActions {
  return { operation: 'update', update_order_id: orderId, operation_multiples_clientes: false, cascades };
}

/**
 * Replaces the answers of one item of a placed order; resolves to the updated item. A generic item's answers are
 * repeated by no linked item, so nothing cascades. The spec does not show the answer: without the item it is read
 * again from GET pedidos, and an order that no longer lists it is a failed call.
 */
export async function updatePedido(orderId: string, itemId: string, options: GenericValue[]): Promise<CartItem> {
  const actions = updateOrderActions(orderId, false);
  const { pedido } = await callEndpoint('updatePedido', { query: { id: orderId }, body: { item_id: itemId, options, actions } });
  const item = pedido ?? (await orderItem(orderId, itemId));
  if (item === undefined) {
    const error = new ApiError('updatePedido', new Error(`order ${orderId} does not list item ${itemId}`));
    console.error('[api] updatePedido: no updated item', error);
    throw error;
  }
  return item;
}
