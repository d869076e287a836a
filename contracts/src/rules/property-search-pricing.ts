import { roundMoney } from './money.ts';

/** spec 9: 1, 3, 10, 25, 50 or all properties. */
export const PROPERTY_COUNTS = ['1', '3', '10', '25', '50', 'todas'] as const;
export type PropertyCount = (typeof PROPERTY_COUNTS)[number];

/**
 * spec 9 "Property search": the search service (about 12 €, product 18324) plus 20.76 € (product 18357)
 * per property found. For a number of properties the item costs the search plus that many properties;
 * for 'todas' (all) the number is not known yet, so the item costs the search now and each property found
 * is charged afterwards. Shared business logic: the client explains the price with it before the buyer
 * pays and the backend prices the cart item with it.
 */
export function propertySearchPrice(servicePrice: number, perProperty: number, count: PropertyCount): number {
  const properties = count === 'todas' ? 0 : Number(count);
  return roundMoney(servicePrice + perProperty * properties);
}
