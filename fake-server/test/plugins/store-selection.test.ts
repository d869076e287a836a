import { describe, expect, test } from 'vitest';
import type { ConfigResponse } from '#contracts/config.ts';
import { build, openBrowser, type Browser } from '../helpers/build.ts';

const storeOf = async (browser: Browser) => (await browser.json<ConfigResponse>('/desktopapp/rest/config')).config.store_id;

describe('store selection (?store=)', () => {
  test('[store] ?store=16 sticks for that visitor until another store is given', async () => {
    const browser = await openBrowser(await build());

    await browser.get('/desktopapp/rest/cart?store=16');
    expect(await storeOf(browser)).toBe(16);
    expect(await storeOf(browser)).toBe(16);

    await browser.get('/desktopapp/rest/config?store=9');
    expect(await storeOf(browser)).toBe(9);
  });

  test('[store] ?store= on a page request picks the store too', async () => {
    const browser = await openBrowser(await build());

    await browser.get('/nota-simple/step1?store=12');

    expect(await storeOf(browser)).toBe(12);
  });

  test('[store] ?store= changes only that visitor’s store', async () => {
    const app = await build();
    const [first, second] = [await openBrowser(app), await openBrowser(app)];

    await first.get('/desktopapp/rest/config?store=16');

    expect(await storeOf(second)).toBe(14);
  });

  test('[store] an unknown store on an API call answers 400 naming querystring/store and keeps the store', async () => {
    const browser = await openBrowser(await build());
    await browser.get('/desktopapp/rest/config?store=16');

    const response = await browser.get('/desktopapp/rest/config?store=99');

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

    expect((await browser.get('/desktopapp/rest/cart?store=pt')).statusCode).toBe(400);
  });

  test('[store] an unknown store on a page request is ignored: the page loads and the store stays', async () => {
    const browser = await openBrowser(await build());
    await browser.get('/desktopapp/rest/config?store=16');

    const response = await browser.get('/servicios?store=99');

    expect(response.statusCode).not.toBe(400);
    expect(response.headers['content-type']).toContain('text/html');
    expect(await storeOf(browser)).toBe(16);
  });
});
