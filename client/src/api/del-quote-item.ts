import type { CartItem } from '#contracts/api/cart.ts';
import { callEndpoint } from './client.ts';

/** Removes one cart item and returns the cart that is left. */
export async function delQuoteItem(itemId: string): Promise<CartItem[]> {
  const { cart } = await callEndpoint('delQuoteItem', { query: { id: itemId } });
  return cart;
}
