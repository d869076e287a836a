import type { ProductFixture } from '../file-schemas/fixtures.ts';
import type { Fixtures } from '../fixtures.ts';

/** A dedicated flow's product from the catalogue; its absence is the backend's own fault (500). */
export function catalogueProduct(fixtures: Fixtures, productId: string): ProductFixture {
  const product = fixtures.products.get(productId);
  if (product === undefined) throw new Error(`product ${productId} is missing from fixtures/products`);
  return product;
}
