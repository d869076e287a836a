import { loadProduct, peekProduct } from './get-product.ts';
import { useResource } from '../stores/use-resource.ts';

/** The prices of these products when every one of them is known; null when one is unknown to the backend. */
function pricesOf(
  productIds: readonly string[],
  products: readonly ({ price: number } | null | undefined)[],
): Record<string, number> | null {
  const known = productIds.flatMap((id, index) => {
    const price = products[index]?.price;
    return price === undefined ? [] : [[id, price] as const];
  });
  return known.length === productIds.length ? Object.fromEntries(known) : null;
}

/**
 * The catalogue prices of a few products, for the dedicated flows that show them before the buyer pays
 * (the Nota Simple and the urgent one, the property search service and its per-property item). Null until
 * all of them are known; a product the backend does not have stays unknown (spec 8 ignores it), and a
 * failed call is asked again on the next mount. When every product is already in the cache (the page's boot data,
 * or an earlier screen) the prices show on the first render, without waiting a turn.
 */
export function useProductPrices(productIds: readonly string[]): Record<string, number> | null {
  const prices = useResource(
    `product-prices:${productIds.join(',')}`,
    async () => pricesOf(productIds, await Promise.all(productIds.map((id) => loadProduct(id)))),
    {
      initial: () => {
        const cached = productIds.map((id) => peekProduct(id));
        return cached.includes(undefined) ? undefined : pricesOf(productIds, cached);
      },
    },
  );
  return prices.status === 'ready' ? prices.data : null;
}
