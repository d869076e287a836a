import { useEffect, useState } from 'react';
import type { Product } from '#contracts/product.ts';
import { getProduct } from '../../../api/get-product.ts';
import { AUTOMATIC_PRODUCT_IDS, isListedOnServices } from '../lib/automatic-products.ts';

/** Loads the automatic products and keeps those the store lists; null while loading. */
export function useListedProducts(storeId: number, embedded: boolean): Product[] | null {
  const key = `${storeId}:${embedded}`;
  const [loaded, setLoaded] = useState<{ key: string; products: Product[] } | null>(null);

  useEffect(() => {
    let current = true;
    const loads = AUTOMATIC_PRODUCT_IDS.map((id) => getProduct(id).catch(() => null));
    void Promise.all(loads).then((products) => {
      if (!current) return;
      const listed = products.filter((p): p is Product => p !== null && isListedOnServices(p, storeId, embedded));
      setLoaded({ key: `${storeId}:${embedded}`, products: listed });
    });
    return () => {
      current = false;
    };
  }, [storeId, embedded]);

  return loaded?.key === key ? loaded.products : null;
}
