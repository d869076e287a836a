import type { Product } from '../api/product.ts';

/**
 * Where a product is sold and listed (spec 2: product.stores and visible_on_services). Apart from the generic
 * product's other rules (generic-product-rules.ts) because the services chooser, on every first load, needs only
 * these two: a module shared by a lazy screen lands whole in the first load's chunk (issue 25).
 */

/** A generic product is sold, so its flow opens and its add is taken, only on a store of its `stores` list. */
export function isSoldOnStore(product: Pick<Product, 'stores'>, storeId: number): boolean {
  return product.stores.includes(storeId);
}

/**
 * spec 2: the chooser lists a product only if visible and sold in this store; outside embedded mode its
 * services-visibility list must include the store too.
 */
export function isListedOnServices(
  product: Pick<Product, 'visible' | 'stores' | 'visible_on_services'>,
  storeId: number,
  embedded: boolean,
): boolean {
  if (!product.visible || !isSoldOnStore(product, storeId)) return false;
  return embedded || product.visible_on_services.includes(storeId);
}
