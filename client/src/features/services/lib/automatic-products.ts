import type { Product } from '#contracts/product.ts';

/**
 * The generic products the chooser may list (spec 9): every catalogue id that is not a dedicated
 * flow (nota simple, property search, permanent certificate, simplified report, urgent note, the
 * localisation group). Which of them a store shows is decided by each product's own lists.
 */
export const AUTOMATIC_PRODUCT_IDS = [
  '18458', '18444', '18473', '18480', '18486', '18346', '18464', '18379', '17564', '18391', '18506',
  '18507', '18511', '18505', '18370', '18491', '16707', '18395', '17558', '17563', '15865', '18416',
  '17492', '18471', '18456', '18498', '18472', '18474', '18475', '18476', '18469', '18470',
] as const;

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
