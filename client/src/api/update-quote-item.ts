import type { CartItem } from '#contracts/api/cart.ts';
import type { UpdateQuoteItemBody } from '#contracts/api/generic.ts';
import { currentConfig } from '../stores/config-store.ts';
import { callEndpoint } from './client.ts';
import { getCart } from './get-cart.ts';

/**
 * Replaces a cart item's answers (generic answers, or a Nota Simple's edit fields); the backend reprices it and answers the
 * new cart. The spec does not show that answer: without the cart, the cart is read again (which announces the update).
 */
export async function updateQuoteItem(itemId: string, form: UpdateQuoteItemBody['form']): Promise<CartItem[]> {
  const { cart } = await callEndpoint('updateQuoteItem', { query: { id: itemId }, body: { config: currentConfig(), form } });
  return cart ?? getCart();
}
