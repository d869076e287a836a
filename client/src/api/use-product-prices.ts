import { loadProduct } from './get-product.ts';
import { useResource } from './use-resource.ts';

/**
 * The catalogue prices of a few products, for the dedicated flows that show them before the buyer pays
 * (the Nota Simple and the urgent one, the property search service and its per-property item). Null until
 * all of them are known; a product the backend does not have stays unknown (spec 8 ignores it), and a
 * failed call is asked again on the next mount.
 */
export function useProductPrices(productIds: readonly string[]): Record<string, number> | null {
  const prices = useResource(`product-prices:${productIds.join(',')}`, async () => {
    const products = await Promise.all(productIds.map((id) => loadProduct(id)));
    const known = productIds.flatMap((id, index) => {
      const product = products[index];
      return product ? [[id, product.price] as const] : [];
    });
    return known.length === productIds.length ? Object.fromEntries(known) : null;
  });
  return prices.status === 'ready' ? prices.data : null;
}
