import type { Product } from '#contracts/api/product.ts';
import { useProductResource } from '../../../api/get-product.ts';

export type ProductLoad = { status: 'loading' } | { status: 'missing' } | { status: 'ready'; product: Product };

/**
 * The product of a flow, from the shared cache (moving between steps does not reload it). A product the backend
 * does not know (ok false, or an unparsable message) or a failed call is 'missing': spec 8 ignores it silently,
 * and the flow sends the buyer back to the services.
 */
export function useProduct(productId: string): ProductLoad {
  const load = useProductResource(productId);
  if (load.status === 'loading') return { status: 'loading' };
  return load.status === 'ready' && load.data !== null ? { status: 'ready', product: load.data } : { status: 'missing' };
}
