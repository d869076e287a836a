import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import type { ErrorResponse } from '#contracts/api/errors.ts';
import type { Product, ProductResponse } from '#contracts/api/product.ts';
import { STORE_IDS } from '#contracts/constants/stores.ts';
import { loadFixtures } from '../../../src/fixtures.ts';
import { build, openBrowser } from '../../helpers/build.ts';
import { PERMANENT_CERTIFICATE_ID } from '../../helpers/test-fixtures.ts';
import { routeOf } from '../../helpers/call.ts';

/** The product with that id, on that store's page when given. */
const productQuery = (id: string, store?: number) => ({ query: { id, ...(store !== undefined && { store }) } });

describe(routeOf('getProduct'), () => {
  test('[product] on a Portuguese store the message holds the product in Portuguese', async () => {
    const browser = await openBrowser(await build());

    const response = await browser.answer('getProduct', productQuery(PERMANENT_CERTIFICATE_ID, 16));

    expect(response.ok).toBe(true);
    expect(response.config.store_id).toBe(16);
    const product = JSON.parse(response.message) as Product;
    expect(product.name).toBe('Certidão Permanente');
    expect(product.options[0]?.title).toBe('Duração');
    expect(product).not.toHaveProperty('translations');
  });

  test('[product] on a Spanish store the message holds the base Spanish texts', async () => {
    const browser = await openBrowser(await build());

    const response = await browser.answer('getProduct', productQuery(PERMANENT_CERTIFICATE_ID, 14));

    expect((JSON.parse(response.message) as Product).name).toBe('Certificado permanente');
  });

  test('[product] an unknown product id answers 200 with ok false and an empty message, as the real backend does', async () => {
    const browser = await openBrowser(await build());

    const response = await browser.call('getProduct', productQuery('999999'));

    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ ok: false, message: '', config: { store_id: 14 } });
  });

  test('[product] a non-numeric id answers 400 naming the field', async () => {
    const browser = await openBrowser(await build());

    const response = await browser.call('getProduct', productQuery('abc'));

    expect(response.statusCode).toBe(400);
    expect(response.json<ErrorResponse>()).toEqual({
      ok: false,
      statusCode: 400,
      error: 'Bad Request',
      message: 'querystring/id must match pattern "^[0-9]+$"',
    });
  });

  test('[product] a missing id answers 400 naming the field', async () => {
    const browser = await openBrowser(await build());

    const response = await browser.call('getProduct');

    expect(response.statusCode).toBe(400);
    expect(response.json<ErrorResponse>().message).toContain('id');
  });

  test('[product] every product of the repository’s fixtures/ answers ok on every store', async () => {
    const fixturesDir = fileURLToPath(new URL('../../../../fixtures', import.meta.url));
    const browser = await openBrowser(await build({ fixturesDir }));
    const { products } = await loadFixtures(fixturesDir);

    for (const id of products.keys()) {
      for (const store of STORE_IDS) {
        const response = await browser.call('getProduct', productQuery(id, store));
        expect(response.json<ProductResponse>().ok, `product ${id} on store ${store}`).toBe(true);
      }
    }
    // Every product on every store (about 700 requests) after loading the real fixtures: more than the default 5 s
    // on a busy machine.
  }, 20_000);
});
