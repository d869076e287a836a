import * as v from 'valibot';
import type { Product } from '#contracts/api/product.ts';
import { productSchema } from '../lib/contract-schemas.ts';
import { callEndpoint } from './client.ts';
import { type Resource, loadResource, peekResource, seedResource, useResource } from '../stores/use-resource.ts';

/** The product in `message`, or null when the backend said ok false or sent something that is not a Product (spec 8). */
export function parseProductMessage(ok: boolean, message: string): Product | null {
  if (!ok) return null;
  try {
    const product: unknown = JSON.parse(message);
    return v.is(productSchema, product) ? product : null;
  } catch {
    return null;
  }
}

export async function getProduct(productId: string): Promise<Product | null> {
  const { ok, message } = await callEndpoint('getProduct', { query: { id: productId } });
  return parseProductMessage(ok, message);
}

/** The cache key of a product (and, read back, the product id of such a key: the server's render, decision 035). */
const PRODUCT_KEY_PREFIX = 'product:';
const productKey = (productId: string) => `${PRODUCT_KEY_PREFIX}${productId}`;
export const productIdOfKey = (key: string): string | null =>
  key.startsWith(PRODUCT_KEY_PREFIX) ? key.slice(PRODUCT_KEY_PREFIX.length) : null;

/**
 * A product through the shared cache, in the store's language: asked for once, whichever screen asks first
 * (the services list, a product flow, the prices of the dedicated flows, the priced answers of a cart line). Null when
 * the backend does not know it. A null id asks nothing (stays loading).
 */
export function useProductResource(productId: string | null): Resource<Product | null> {
  return useResource(productId === null ? null : productKey(productId), () => getProduct(productId ?? ''));
}

/** The same product outside a component, for a resource made of several products. */
export function loadProduct(productId: string): Promise<Product | null> {
  return loadResource(productKey(productId), () => getProduct(productId));
}

/** A product already in the cache: the product, null when the backend does not know it, undefined when not asked yet. */
export function peekProduct(productId: string): Product | null | undefined {
  return peekResource<Product | null>(productKey(productId));
}

/** Products the page brought (its boot data, decision 035), in the store's language: the cache holds them as if asked. */
export function seedProducts(products: readonly Product[]): void {
  for (const product of products) seedResource(productKey(product.product_id), product);
}
