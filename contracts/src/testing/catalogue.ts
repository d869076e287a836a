/// <reference types="vite/client" />
import type { Product } from '../api/product.ts';

/**
 * The catalogue's products as the fake backend keeps them (fixtures/products/*.json), for tests of the rules both sides
 * run: the client's and the backend's tests take the same product, not each a copy. Tests only (Vite's glob).
 */
const FILES = import.meta.glob<Product>('../../../fixtures/products/*.json', { eager: true, import: 'default' });

export function catalogueProduct(productId: string): Product {
  const product = FILES[`../../../fixtures/products/${productId}.json`];
  if (product === undefined) throw new Error(`no product ${productId} in fixtures/products`);
  return structuredClone(product);
}
