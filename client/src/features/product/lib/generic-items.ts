import type { CartItem } from '#contracts/cart.ts';
import { PRODUCT_IDS } from '../../../lib/product-ids.ts';

/**
 * Products with their own flows and forms (spec 2 and 9): the simple note, the property search and its
 * localisation group (15868, 18347, 18361), the permanent certificate and the simplified report.
 * Every other product is a generic product, edited with the generic dialog (spec 6).
 */
const DEDICATED_FLOW_IDS: readonly string[] = [
  PRODUCT_IDS.simpleNote, PRODUCT_IDS.urgentSimpleNote, PRODUCT_IDS.propertiesQueryService, PRODUCT_IDS.propertySearchItem,
  '15868', '18347', '18361', PRODUCT_IDS.permanentCertificate, PRODUCT_IDS.simplifiedReport,
];

export function isGenericProductItem(item: Pick<CartItem, 'product_id'>): boolean {
  return !DEDICATED_FLOW_IDS.includes(item.product_id);
}
