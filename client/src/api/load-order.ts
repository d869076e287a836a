import type { Order } from '#contracts/api/payment.ts';
import { orderStateOfItems } from '#contracts/rules/order-rules.ts';
import { callEndpoint } from './client.ts';
import { orderItems } from './get-pedidos.ts';
import { type Resource, useResource } from '../stores/use-resource.ts';

/**
 * An order as the client may know it: the backend's loadorder answer, or the order read from GET pedidos when that
 * answer leaves it out, whose total and payment method nobody said (null): a total is the backend's, never added up here.
 */
export type LoadedOrder = Omit<Order, 'total' | 'payment_method'> & {
  total: Order['total'] | null;
  payment_method: Order['payment_method'] | null;
};

/**
 * The order as its items in GET pedidos tell it, null when the list holds none of that order: its state from the items'
 * statuses by the contract's rule; its total and method unknown, and no transfer or Multibanco details.
 */
async function orderFromItems(id: string): Promise<LoadedOrder | null> {
  const items = await orderItems(id);
  if (items.length === 0) return null;
  return {
    order_id: id,
    state: orderStateOfItems(items),
    payment_method: null,
    total: null,
    items,
    multibanco: null,
    bank: null,
  };
}

/**
 * One of the customer's orders, or null for an id the backend does not know. The spec does not show the answer: one
 * without the order is read from the order's items in GET pedidos.
 */
export async function loadOrder(id: string): Promise<LoadedOrder | null> {
  const { ok, order } = await callEndpoint('loadOrder', { query: { id } });
  if (order !== undefined) return order;
  return ok === false ? null : orderFromItems(id);
}

/** An order as it stands, asked again on every mount: payments change it. Null asks nothing. */
export function useOrder(id: string | null): Resource<LoadedOrder | null> {
  return useResource(id === null ? null : `order:${id}`, () => loadOrder(id ?? ''), { fresh: true });
}
