import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import type { CartResponse } from '#contracts/api/cart.ts';
import type { ProductFixture } from '../../../src/file-schemas/fixtures.ts';
import { priceOfGenericItem } from '#contracts/rules/pricing.ts';
import { completeFormOf } from '#contracts/testing/generic-examples.ts';
import { openBrowser } from '../../helpers/build.ts';
import { repositoryServerForThisFile } from '../../helpers/repository-server.ts';
import { defaultConfigFor } from '../../helpers/generic.ts';

const fixturesDir = fileURLToPath(new URL('../../../../fixtures', import.meta.url));
const catalogue = readdirSync(`${fixturesDir}/products`).map(
  (file) => JSON.parse(readFileSync(`${fixturesDir}/products/${file}`, 'utf8')) as ProductFixture,
);
/** Products with their own flows (nota simple, property search, certificate, report) have no options. */
const generic = catalogue.filter((product) => product.options.length > 0);

/**
 * Every question the wizard asks answered (contracts' completeFormOf: the priciest value that keeps the flow going, a
 * real date, a valid NIPC, plate and phone, text otherwise); questions hidden by those answers are not sent.
 */
const answerEverything = (product: ProductFixture) => completeFormOf(product).values;

describe('every generic product of the catalogue (spec 9)', () => {
  const server = repositoryServerForThisFile();

  test('[product] the catalogue has generic products with at most 30 steps each', () => {
    expect(generic.length).toBeGreaterThan(25);
    for (const product of generic) expect(Math.max(...product.options.map((o) => o.index))).toBeLessThanOrEqual(30);
  });

  test.each(generic.map((product) => [product.product_id, product.name, product] as const))(
    '[product] %s (%s) goes into the cart on each store that sells it, at the formula price',
    async (_id, _name, product) => {
      const values = answerEverything(product);
      for (const storeId of product.stores) {
        const browser = await openBrowser(server());
        await browser.call('getConfig', { query: { store: storeId } });
        const config = await defaultConfigFor(browser);
        const response = await browser.call('addGeneric', { body: { config, form: { product_id: product.product_id, values } } });
        expect(response.statusCode, `store ${storeId}: ${response.body}`).toBe(200);
        const { cart } = response.json<CartResponse>();
        expect(cart[0]?.extra.current_price).toBe(priceOfGenericItem(product, values));
        expect(cart[0]?.options).toHaveLength(values.length);
      }
    },
  );
});
