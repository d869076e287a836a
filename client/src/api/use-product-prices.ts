import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { configState } from '../stores/config-store.ts';
import { getProduct } from './get-product.ts';

/** Prices already loaded, per store and product id. */
const known = new Map<string, number>();

/**
 * The catalogue prices of a few products, for the dedicated flows that show them before the buyer pays
 * (Nota Simple 15867 and 18508, property search 18324 and 18357). Null until all of them are known; a
 * product the backend does not have stays unknown (spec 8 ignores it).
 */
export function useProductPrices(productIds: readonly string[]): Record<string, number> | null {
  const storeId = useSnapshot(configState).config.store_id;
  const keyOf = (id: string) => `${storeId}:${id}`;
  const wanted = productIds.join(',');
  const [, setLoadedCount] = useState(0);

  useEffect(() => {
    let current = true;
    for (const id of wanted.split(',')) {
      const key = `${storeId}:${id}`;
      if (known.has(key)) continue;
      getProduct(id)
        .catch(() => null)
        .then((product) => {
          if (product) known.set(key, product.price);
          if (current) setLoadedCount((count) => count + 1);
        });
    }
    return () => {
      current = false;
    };
  }, [storeId, wanted]);

  const prices = productIds.map((id) => [id, known.get(keyOf(id))] as const);
  if (prices.some(([, price]) => price === undefined)) return null;
  return Object.fromEntries(prices) as Record<string, number>;
}
