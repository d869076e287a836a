import type { CartItem } from '#contracts/cart.ts';
import { PRODUCT_IDS } from '#contracts/product-ids.ts';

/** The part after the product name in the cart: the answers that identify the item. */
export function itemRendering(item: Pick<CartItem, 'options'>): string {
  return item.options
    .map((option) => option.print_value.trim())
    .filter(Boolean)
    .join(', ');
}

/** spec 6: every item can be edited except the property search, which is cancelled instead. */
export function itemChangeAction(item: Pick<CartItem, 'product_id'>): 'edit' | 'cancel' {
  return item.product_id === PRODUCT_IDS.propertySearchItem ? 'cancel' : 'edit';
}
