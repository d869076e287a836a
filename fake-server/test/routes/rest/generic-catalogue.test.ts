import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import type { CartResponse } from '#contracts/cart.ts';
import type { ProductFixture } from '#contracts/fixtures.ts';
import type { GenericValue } from '#contracts/generic.ts';
import { priceOfGenericItem } from '#contracts/pricing.ts';
import { BUILT_IN_OPTION_IDS } from '#contracts/product-ids.ts';
import { organisationExample } from '#contracts/testing/portugal-examples.ts';
import { openBrowser } from '../../helpers/build.ts';
import { repositoryServerForThisFile } from '../../helpers/repository-server.ts';
import { defaultConfigFor } from '../../helpers/generic.ts';

const fixturesDir = fileURLToPath(new URL('../../../../fixtures', import.meta.url));
const catalogue = readdirSync(`${fixturesDir}/products`).map(
  (file) => JSON.parse(readFileSync(`${fixturesDir}/products/${file}`, 'utf8')) as ProductFixture,
);
/** Products with their own flows (nota simple, property search, certificate, report) have no options. */
const generic = catalogue.filter((product) => product.options.length > 0);

/** Answers the backend checks by their format (the built-in Portuguese products' NIPC, plate and phone). */
const CHECKED_ANSWERS: Record<string, string> = {
  [BUILT_IN_OPTION_IDS.companyName]: organisationExample().nombre,
  [BUILT_IN_OPTION_IDS.nipc]: organisationExample().nipc,
  [BUILT_IN_OPTION_IDS.plate]: 'AB-12-CD',
  [BUILT_IN_OPTION_IDS.contactPhone]: '912345678',
};

/** An answer to every option: its priciest value for choices, a date for dates, a valid one where checked, text otherwise. */
function answerEverything(product: ProductFixture): GenericValue[] {
  return product.options.map((option) => {
    const priciest = [...option.opt_values].sort((a, b) => b.price - a.price)[0];
    const value = priciest
      ? priciest.id
      : option.type === 'date'
        ? '05-ene-2004'
        : (CHECKED_ANSWERS[option.option_id] ?? 'Texto de prueba');
    return { option_id: option.option_id, product_id: product.product_id, type: option.type, value };
  });
}

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
        await browser.get(`/desktopapp/rest/config?store=${storeId}`);
        const config = await defaultConfigFor(browser);
        const response = await browser.post('/desktopapp/rest/addgeneric', { config, form: { product_id: product.product_id, values } });
        expect(response.statusCode, `store ${storeId}: ${response.body}`).toBe(200);
        const { cart } = response.json<CartResponse>();
        expect(cart[0]?.extra.current_price).toBe(priceOfGenericItem(product, values));
        expect(cart[0]?.options).toHaveLength(values.length);
      }
    },
  );
});
