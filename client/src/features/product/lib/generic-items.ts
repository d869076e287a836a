import type { CartItem } from '#contracts/api/cart.ts';
import { DEDICATED_FLOW_PRODUCT_IDS } from '#contracts/constants/product-ids.ts';

/** Every product without its own flow is a generic product, edited with the generic dialog (spec 6). */
export function isGenericProductItem(item: Pick<CartItem, 'product_id'>): boolean {
  return !DEDICATED_FLOW_PRODUCT_IDS.includes(item.product_id);
}
