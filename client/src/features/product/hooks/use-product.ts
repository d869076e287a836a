import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import type { Product } from '#contracts/product.ts';
import { getProduct } from '../../../api/get-product.ts';
import { configState } from '../../../stores/config-store.ts';

export type ProductLoad = { status: 'loading' } | { status: 'missing' } | { status: 'ready'; product: Product };

/** Products already loaded, per store (texts are in the store's language), so moving between steps does not reload. */
const loaded = new Map<string, Product | null>();

/**
 * The product of a flow. A product the backend does not know (ok false, or an unparsable message) or a failed
 * call is 'missing': spec 8 ignores it silently, and the flow sends the buyer back to the services.
 */
export function useProduct(productId: string): ProductLoad {
  const storeId = useSnapshot(configState).config.store_id;
  const key = `${storeId}:${productId}`;
  const [result, setResult] = useState<{ key: string; product: Product | null } | null>(null);

  useEffect(() => {
    if (loaded.has(key)) return;
    let current = true;
    getProduct(productId)
      .catch(() => null)
      .then((product) => {
        if (product) loaded.set(key, product);
        if (current) setResult({ key, product });
      });
    return () => {
      current = false;
    };
  }, [key, productId]);

  const product = loaded.has(key) ? loaded.get(key) : result?.key === key ? result.product : undefined;
  if (product === undefined) return { status: 'loading' };
  return product === null ? { status: 'missing' } : { status: 'ready', product };
}
