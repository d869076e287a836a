import { callEndpoint } from './client.ts';
import { getCart } from './get-cart.ts';

/**
 * Makes a saved quote the cart (the cart store is updated by the API module); false for an unknown id. The spec does not
 * show the answer: a 200 answer without `ok` is the quote loaded, and without the cart the cart is read again (GET cart,
 * which announces the update).
 */
export async function loadQuote(id: string): Promise<boolean> {
  const { ok = true, cart } = await callEndpoint('loadQuote', { query: { id } });
  if (ok && cart === undefined) await getCart();
  return ok;
}
