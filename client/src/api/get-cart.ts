import type { CartItem } from '#contracts/api/cart.ts';
import { callEndpoint } from './client.ts';

/** Loads the visitor's cart; the cart store is updated by the API module. */
export async function getCart(): Promise<CartItem[]> {
  const { cart } = await callEndpoint('getCart', {});
  return cart;
}
