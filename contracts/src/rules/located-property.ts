import type { CartItem, LocatedProperty } from '../api/cart.ts';
import { isDelivered } from './order-rules.ts';
import { PRODUCT_IDS } from '../constants/product-ids.ts';

/**
 * The located-property service (spec 1; product 18361 of the localisation group, spec 9), by one set of rules the
 * client's flow and the fake backend both run (docs/decisions/038, "The located-property service"). A property search
 * of "all properties" costs the search and charges each property found afterwards (decision 009): once delivered, its
 * order item lists the properties found, and the buyer orders the Nota Simple of the ones they want, each a located
 * property (18361) at its catalogue price. A search of a number of properties already paid for that many.
 */

/** The option ids of a located property's cart and order item: what it is, and the search it comes from. */
export const LOCATED_OPTION = {
  /** The order item of the search that found it. */
  search: 'localizada_de',
  /** Its ref within that search. */
  ref: 'finca_ref',
} as const;

/** The search item's answer that says how many properties it searches ('todas' for all). */
const COUNT_OPTION = 'num_propiedades';

/** A search item whose found properties are ordered one by one: a delivered search of all properties. */
export function offersLocatedProperties(item: Pick<CartItem, 'product_id' | 'status' | 'panel_status_id' | 'options' | 'extra'>): boolean {
  if (item.product_id !== PRODUCT_IDS.propertySearchItem || !isDelivered(item)) return false;
  const count = item.options.find((option) => option.option_id === COUNT_OPTION)?.value;
  return count === 'todas' && (item.extra.located_properties?.length ?? 0) > 0;
}

const keyOf = (searchItemId: string, ref: string) => `${searchItemId}:${ref}`;

/**
 * The found properties already ordered or in the cart, as `search item id:ref`: every located-property item among
 * `items` (the cart and the customer's orders) that is not cancelled. Each is ordered once.
 */
export function locatedPropertiesTaken(items: readonly Pick<CartItem, 'product_id' | 'status' | 'options'>[]): Set<string> {
  const taken = new Set<string>();
  for (const item of items) {
    if (item.product_id !== PRODUCT_IDS.locatedProperty || item.status === 'canceled') continue;
    const answer = (id: string) => item.options.find((option) => option.option_id === id)?.value ?? '';
    taken.add(keyOf(answer(LOCATED_OPTION.search), answer(LOCATED_OPTION.ref)));
  }
  return taken;
}

/** The properties of a search that may still be ordered: found, and not taken. */
export function locatedPropertiesToOrder(
  searchItem: Pick<CartItem, 'id' | 'product_id' | 'status' | 'panel_status_id' | 'options' | 'extra'>,
  taken: ReadonlySet<string>,
): LocatedProperty[] {
  if (!offersLocatedProperties(searchItem)) return [];
  return (searchItem.extra.located_properties ?? []).filter((property) => !taken.has(keyOf(searchItem.id, property.ref)));
}

/** Whether that property of that search is taken. */
export const isLocatedPropertyTaken = (taken: ReadonlySet<string>, searchItemId: string, ref: string): boolean =>
  taken.has(keyOf(searchItemId, ref));
