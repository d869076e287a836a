import type { Product } from '#contracts/api/product.ts';
import { loadProduct, peekProduct } from '../../../api/get-product.ts';
import { useResource } from '../../../stores/use-resource.ts';

/**
 * The catalogue's products of a guide's documents, by id, in the store's language; null while loading. A product the
 * backend does not know is left out (spec 8 ignores it). Known at once when every one is in the shared cache already.
 */
export function useGuideProducts(productIds: readonly string[]): ReadonlyMap<string, Product> | null {
  const products = useResource(
    `guide-products:${productIds.join(',')}`,
    async () => byId(await Promise.all(productIds.map((id) => loadProduct(id).catch(() => null)))),
    {
      fresh: true,
      initial: () => {
        const cached = productIds.map((id) => peekProduct(id));
        return cached.includes(undefined) ? undefined : byId(cached as (Product | null)[]);
      },
    },
  );
  return products.status === 'ready' ? products.data : null;
}

const byId = (products: readonly (Product | null)[]): ReadonlyMap<string, Product> =>
  new Map(products.flatMap((product) => (product ? [[product.product_id, product] as const] : [])));
