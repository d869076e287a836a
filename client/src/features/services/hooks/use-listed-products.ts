import { useMemo } from 'react';
import type { Product } from '#contracts/api/product.ts';
import { loadProduct, peekProduct } from '../../../api/get-product.ts';
import { seedResource, useResource } from '../../../stores/use-resource.ts';
import { AUTOMATIC_PRODUCT_IDS } from '#contracts/constants/product-ids.ts';
import { isListedOnServices } from '#contracts/rules/product-availability.ts';

/** The cache key of the chooser's list (exported for the server's render, decision 035). */
export const SERVICES_KEY = 'services-products';

/**
 * The automatic products the store lists; null while loading. Each product comes from the shared cache; the
 * list is fresh, so a product whose call failed is asked again on the next visit (and silently left out now).
 * Known at once, without a request, when the page brought the list (seedListedProducts) or every automatic product
 * is already in the cache.
 */
export function useListedProducts(storeId: number, embedded: boolean): Product[] | null {
  const load = useResource(SERVICES_KEY, () => Promise.all(AUTOMATIC_PRODUCT_IDS.map((id) => loadProduct(id).catch(() => null))), {
    fresh: true,
    initial: () => {
      const cached = AUTOMATIC_PRODUCT_IDS.map((id) => peekProduct(id));
      return cached.includes(undefined) ? undefined : (cached as (Product | null)[]);
    },
  });
  return useMemo(
    () => (load.status === 'ready' ? load.data.filter((p): p is Product => p !== null && isListedOnServices(p, storeId, embedded)) : null),
    [load, storeId, embedded],
  );
}

/**
 * The chooser's list as the page brought it (boot data, decision 035): the automatic products the server found listed
 * for the store of a standalone page, each in the cache already. Ignored when embedded, where other products show.
 */
export function seedListedProducts(products: readonly Product[], embedded: boolean): void {
  if (!embedded) seedResource(SERVICES_KEY, products);
}
