import type { Product } from '#contracts/product.ts';
import { getProduct } from './get-product.ts';
import { type Resource, loadResource, useResource } from './use-resource.ts';

const productKey = (productId: string) => `product:${productId}`;

/**
 * A product through the shared cache, in the store's language: asked for once, whichever screen asks first
 * (the services list, a product flow, the prices of the dedicated flows). Null when the backend does not know it.
 */
export function useProductResource(productId: string): Resource<Product | null> {
  return useResource(productKey(productId), () => getProduct(productId));
}

/** The same product outside a component, for a resource made of several products. */
export function loadProduct(productId: string): Promise<Product | null> {
  return loadResource(productKey(productId), () => getProduct(productId));
}
