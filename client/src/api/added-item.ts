import type { CartItem } from '#contracts/api/cart.ts';
import type { EndpointName } from '#contracts/api/endpoints.ts';
import { newCartItem } from '../lib/new-cart-item.ts';
import { cartState } from '../stores/cart-store.ts';
import { ApiError } from './client.ts';
import { getCart } from './get-cart.ts';

/** What an add-to-cart call may answer beyond config: both are ours, not the spec's (contracts' AddToCartResponse). */
interface AddToCartAnswer {
  item_id?: string;
  cart?: CartItem[];
}

/**
 * Runs an add-to-cart call and resolves to the new item's id. The spec shows nothing of the answer beyond config
 * (spec 7 "Add to cart"), so a backend may leave out the cart and the item's id: without the cart, it is read again
 * (GET cart, which announces the cart update); without the id, the new item is the one the cart did not hold before
 * the call. An answer that names no item while the cart shows no new one is a failed call.
 */
export async function addedItemId(name: EndpointName, add: () => Promise<AddToCartAnswer>): Promise<string> {
  const before = new Set(cartState.loaded ? cartState.items.map((item) => item.id) : []);
  const answer = await add();
  const cart = answer.cart ?? (await getCart());
  if (answer.item_id !== undefined) return answer.item_id;
  const item = newCartItem(cart, before);
  if (item === undefined) {
    const error = new ApiError(name, new Error('the answer names no added item and the cart holds no new one'));
    console.error(`[api] ${name}: no added item`, error);
    throw error;
  }
  return item.id;
}
