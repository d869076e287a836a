import type { Product } from '#contracts/api/product.ts';

/** Listed products grouped by their group, groups and products in catalogue order. */
export function groupProducts<P extends Pick<Product, 'group'>>(products: readonly P[]): [group: string, products: P[]][] {
  const groups = new Map<string, P[]>();
  for (const product of products) groups.set(product.group, [...(groups.get(product.group) ?? []), product]);
  return [...groups];
}
