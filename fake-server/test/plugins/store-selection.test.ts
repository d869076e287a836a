import { describe, expect, test } from 'vitest';
import { FORM_KEY_HEADER, endpointRoutes } from '#contracts/api/endpoint-routes.ts';
import { ROUTES } from '#contracts/constants/client-routes.ts';
import { SESSION_COOKIE } from '#contracts/fake-backend/admin.ts';
import { build, openBrowser, type Browser } from '../helpers/build.ts';
import { DEMO_HOST_PATH } from '../../src/routes/demo-host/page.ts';

const storeOf = async (browser: Browser) => (await browser.answer('getConfig')).config.store_id;

describe('store selection (?store=)', () => {
  test('[store] ?store=16 sticks for that visitor until another store is given', async () => {
    const browser = await openBrowser(await build());

    await browser.call('getCart', { query: { store: '16' } });
    expect(await storeOf(browser)).toBe(16);
    expect(await storeOf(browser)).toBe(16);

    await browser.call('getConfig', { query: { store: '9' } });
    expect(await storeOf(browser)).toBe(9);
  });

  test('[store] ?store= on one of the fake’s own pages (the demo host page) picks the store too', async () => {
    const browser = await openBrowser(await build());

    await browser.get(`${DEMO_HOST_PATH}/nota-simple/step1?store=12`);

    expect(await storeOf(browser)).toBe(12);
  });

  test('[store] ?store= changes only that visitor’s store', async () => {
    const app = await build();
    const [first, second] = [await openBrowser(app), await openBrowser(app)];

    await first.call('getConfig', { query: { store: '16' } });

    expect(await storeOf(second)).toBe(14);
  });

  test('[store] an unknown store on an API call answers 400 naming querystring/store and keeps the store', async () => {
    const browser = await openBrowser(await build());
    await browser.call('getConfig', { query: { store: '16' } });

    const response = await browser.call('getConfig', { query: { store: '99' } });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      ok: false,
      statusCode: 400,
      error: 'Bad Request',
      message: expect.stringMatching(/^querystring\/store must be one of 1, 9, /),
    });
    expect(await storeOf(browser)).toBe(16);
  });

  test('[store] a non-numeric store on an API call answers 400 too', async () => {
    const browser = await openBrowser(await build());

    expect((await browser.call('getCart', { query: { store: 'pt' } })).statusCode).toBe(400);
  });

  test('[store] an unknown store on one of the fake’s own pages is ignored: the page loads and the store stays', async () => {
    const browser = await openBrowser(await build());
    await browser.call('getConfig', { query: { store: '16' } });

    const response = await browser.get(`${DEMO_HOST_PATH}${ROUTES.services}?store=99`);

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(await storeOf(browser)).toBe(16);
  });

  test('[store] a page path the backend does not answer switches no store: 404, and the store stays', async () => {
    const browser = await openBrowser(await build());

    const response = await browser.get(`${ROUTES.services}?store=16`);

    expect(response.statusCode).toBe(404);
    expect(await storeOf(browser)).toBe(14);
  });

  describe('a refused request switches no store (issue 22, point 4)', () => {
    const CROSS_SITE = { 'sec-fetch-site': 'cross-site' };
    const CONFIG_IN_STORE_16 = `${endpointRoutes.getConfig.path}?store=16`;

    test('[store] a cross-site POST with ?store=16 is refused with a 403 and the store stays 14', async () => {
      const browser = await openBrowser(await build());

      const response = await browser.inject({
        method: 'POST',
        url: '/desktopapp/rest/addgeneric?store=16',
        headers: CROSS_SITE,
        payload: { form: { values: [] } },
      });

      expect(response.statusCode).toBe(403);
      expect(await storeOf(browser)).toBe(14);
    });

    test('[store] a request the schema refuses keeps the store', async () => {
      const browser = await openBrowser(await build());

      const response = await browser.call('getProduct', { query: { id: 'not-a-number', store: '16' } });

      expect(response.statusCode).toBe(400);
      expect(await storeOf(browser)).toBe(14);
    });

    test('[store] a request the handler refuses gets the visitor its store back', async () => {
      const browser = await openBrowser(await build());

      const { config } = await browser.answer('getConfig');

      const response = await browser.call('addGeneric', {
        query: { store: '16' },
        body: { config, form: { product_id: '99999', values: [] } },
      });

      expect(response.statusCode).toBe(400);
      expect(response.json<{ message: string }>().message).toContain('body/form/product_id');
      expect(await storeOf(browser)).toBe(14);
    });

    test('[store] a call another site sent cannot switch the store of a buyer who has a session here', async () => {
      const browser = await openBrowser(await build());

      const response = await browser.inject({ url: CONFIG_IN_STORE_16, headers: CROSS_SITE });

      expect(response.statusCode).toBe(200);
      expect(await storeOf(browser)).toBe(14);
    });

    test('[store] a call another site sent brings a new buyer to the store it names', async () => {
      const app = await build();

      const answer = await app.inject({ url: CONFIG_IN_STORE_16, headers: CROSS_SITE });
      const sessionId = answer.cookies.find((cookie) => cookie.name === SESSION_COOKIE)?.value ?? '';

      expect(app.visitors.find(sessionId)?.storeId).toBe(16);
    });

    test('[store] a same-origin call of the app itself switches it', async () => {
      const browser = await openBrowser(await build());

      await browser.inject({ url: CONFIG_IN_STORE_16, headers: { 'sec-fetch-site': 'same-origin', [FORM_KEY_HEADER]: 'unused' } });

      expect(await storeOf(browser)).toBe(16);
    });
  });
});
