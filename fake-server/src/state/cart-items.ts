import type { CartItem, ItemOption } from '#contracts/cart.ts';
import type { Visitor } from './visitor.ts';

/**
 * Quote item ids are unique across every visitor of this server and never reused, as a real
 * database's would be; seeded scenario items use ids below FIRST_ITEM_ID.
 */
const FIRST_ITEM_ID = 500000;
let lastItemId = FIRST_ITEM_ID;

export function nextItemId(): string {
  lastItemId += 1;
  return String(lastItemId);
}

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

/** A new quote item, added to the visitor's cart: what every add* endpoint does. */
export function addCartItem(visitor: Visitor, item: NewItem, now: Date = new Date()): CartItem {
  const id = nextItemId();
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
    extra: { current_price: Math.round(item.price * 100) / 100 },
  };
  visitor.cart.push(created);
  return created;
}
