import type { CartItem } from '#contracts/api/cart.ts';

/** The item of `cart` whose id `before` did not hold: the newest one when several are new (created_at, then the last listed). */
export function newCartItem(cart: readonly CartItem[], before: ReadonlySet<string>): CartItem | undefined {
  const added = cart.filter((item) => !before.has(item.id));
  // created_at is an ISO 8601 UTC time, which sorts as text; the last listed wins a tie
  return added.reduce<CartItem | undefined>(
    (newest, item) => (newest === undefined || item.created_at >= newest.created_at ? item : newest),
    undefined,
  );
}
