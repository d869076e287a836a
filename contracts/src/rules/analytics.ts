import { PRODUCT_IDS } from '../constants/product-ids.ts';

/**
 * spec 9 "Analytics reference prices in EUR": what analytics reports for the dedicated flows' products, whatever
 * the cart's price (urgency, property count). The property search item (qp) is the properties query's service, so
 * it reports the query's 12. Every other product reports its own price.
 */
export const ANALYTICS_REFERENCE_PRICES: Readonly<Record<string, number>> = {
  [PRODUCT_IDS.simplifiedReport]: 11,
  [PRODUCT_IDS.permanentCertificate]: 24.7,
  [PRODUCT_IDS.simpleNote]: 20.76,
  [PRODUCT_IDS.propertiesQueryService]: 12,
  [PRODUCT_IDS.propertySearchItem]: 12,
};

/** The price analytics reports for a product: its reference price when it has one, else its own price. */
export function analyticsPriceOf(productId: string, ownPrice: number): number {
  return ANALYTICS_REFERENCE_PRICES[productId] ?? ownPrice;
}
