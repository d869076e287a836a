import type { Product } from '#contracts/product.ts';

/**
 * spec 2: listed only if visible and sold in this store; outside embedded mode its
 * services-visibility list must include the store too.
 */
export function isListedOnServices(
  product: Pick<Product, 'visible' | 'stores' | 'visible_on_services'>,
  storeId: number,
  embedded: boolean,
): boolean {
  if (!product.visible || !product.stores.includes(storeId)) return false;
  return embedded || product.visible_on_services.includes(storeId);
}

/** Listed products grouped by their group, groups and products in catalogue order. */
export function groupProducts<P extends Pick<Product, 'group'>>(products: readonly P[]): [group: string, products: P[]][] {
  const groups = new Map<string, P[]>();
  for (const product of products) groups.set(product.group, [...(groups.get(product.group) ?? []), product]);
  return [...groups];
}
