import { useMemo } from 'react';
import type { Product } from '#contracts/product.ts';
import { loadProduct } from '../../../api/get-product.ts';
import { useResource } from '../../../api/use-resource.ts';
import { AUTOMATIC_PRODUCT_IDS } from '#contracts/product-ids.ts';
import { isListedOnServices } from '#contracts/generic-product-rules.ts';

/**
 * The automatic products the store lists; null while loading. Each product comes from the shared cache; the
 * list is fresh, so a product whose call failed is asked again on the next visit (and silently left out now).
 */
export function useListedProducts(storeId: number, embedded: boolean): Product[] | null {
  const load = useResource('services-products', () => Promise.all(AUTOMATIC_PRODUCT_IDS.map((id) => loadProduct(id).catch(() => null))), {
    fresh: true,
  });
  return useMemo(
    () => (load.status === 'ready' ? load.data.filter((p): p is Product => p !== null && isListedOnServices(p, storeId, embedded)) : null),
    [load, storeId, embedded],
  );
}
