import type { CartItem, ItemOption } from '#contracts/api/cart.ts';
import { cartBoundsProblem } from '#contracts/rules/cart-bounds.ts';
import { roundMoney } from '#contracts/rules/money.ts';
import { HttpError } from '../errors.ts';
import type { Sequences } from './sequences.ts';
import type { Visitor } from './types.ts';

/** One answer of a form-based item (Nota Simple, property search), printed as the cart shows it. */
export const itemOption = (option_id: string, label: string, value: string, print_value: string): ItemOption => ({
  option_id,
  option_value: '',
  value,
  print_value,
  label,
});

export interface NewItem {
  product_id: string;
  product_name: string;
  options: ItemOption[];
  /** The all-in price the backend computed for the item. */
  price: number;
  /** The item this one is linked to (addgenericWithAssociation, a property search from a nota simple). */
  parent_id?: string | null;
}

/**
 * A new quote item, with the server's next item id, added to the visitor's cart: what every add* endpoint does.
 * A cart past its bounds (contracts/src/rules/cart-bounds.ts: MAX_CART_ITEMS items, MAX_CART_ANSWER_BYTES of answers)
 * is refused with a 400 naming `cart`, and nothing changes (no item id is taken).
 */
export function addCartItem(visitor: Visitor, item: NewItem, sequences: Sequences, now: Date = new Date()): CartItem {
  const problem = cartBoundsProblem(visitor.cart, item.options);
  if (problem !== undefined) throw new HttpError(400, problem);
  const id = sequences.nextItemId();
  const created: CartItem = {
    id,
    order_id: null,
    product_id: item.product_id,
    qty: 1,
    options: item.options,
    created_at: now.toISOString(),
    status: 'pending',
    referencia: `Q-${now.getUTCFullYear()}-${id}`,
    product_name: item.product_name,
    panel_status_id: null,
    pendingTramitation: false,
    parent_id: item.parent_id ?? null,
    real_order_id: null,
    extra: { current_price: roundMoney(item.price) },
  };
  visitor.cart.push(created);
  return created;
}
