import type { CartItem } from '#contracts/api/cart.ts';
import { PRODUCT_IDS } from '#contracts/constants/product-ids.ts';

/** spec 6: every item can be edited except the property search, which is cancelled instead. */
export function itemChangeAction(item: Pick<CartItem, 'product_id'>): 'edit' | 'cancel' {
  return item.product_id === PRODUCT_IDS.propertySearchItem ? 'cancel' : 'edit';
}
