import type { CartItem } from '#contracts/api/cart.ts';
import type { EndpointName } from '#contracts/api/endpoints.ts';
import { cartState } from '../stores/cart-store.ts';
import { ApiError } from './client.ts';
import { getCart } from './get-cart.ts';

/** What an add-to-cart call may answer beyond config: both are ours, not the spec's (contracts' AddToCartResponse). */
interface AddToCartAnswer {
  item_id?: string;
  cart?: CartItem[];
}

/** The item of `cart` the cart did not hold before: the newest one when several are new (or the cart was not loaded). */
function newItem(cart: readonly CartItem[], before: ReadonlySet<string>): CartItem | undefined {
  const added = cart.filter((item) => !before.has(item.id));
  // created_at is an ISO 8601 UTC time, which sorts as text; the last listed wins a tie
  return added.reduce<CartItem | undefined>(
    (newest, item) => (newest === undefined || item.created_at >= newest.created_at ? item : newest),
    undefined,
  );
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
  const item = newItem(cart, before);
  if (item === undefined) {
    const error = new ApiError(name, new Error('the answer names no added item and the cart holds no new one'));
    console.error(`[api] ${name}: no added item`, error);
    throw error;
  }
  return item.id;
}
