import { describe, expect, test } from 'vitest';
import type { QueryOf } from '#contracts/api/endpoints.ts';
import { SCENARIOS } from '#contracts/fake-backend/admin.ts';
import { build, openBrowser, type Browser } from '../../helpers/build.ts';
import { routeOf } from '../../helpers/call.ts';

async function visitorWithOrders(): Promise<Browser> {
  const browser = await openBrowser(await build());
  await browser.post('/__admin/seed', { scenario: SCENARIOS.loggedInWithOrders });
  return browser;
}

const itemIds = async (browser: Browser, query?: QueryOf<'getPedidos'>) =>
  (await browser.answer('getPedidos', query && { query })).pedidos.map((item) => item.id);

describe(routeOf('getPedidos'), () => {
  test('[pedidos] a new visitor has no orders', async () => {
    const browser = await openBrowser(await build());

    expect(await itemIds(browser)).toEqual([]);
  });

  test('[pedidos] answers every item of the customer’s orders, newest order first, with the config', async () => {
    const browser = await visitorWithOrders();

    const response = await browser.answer('getPedidos');

    expect(response.pedidos.map((item) => item.id)).toEqual(['303', '301', '302']);
    expect(response.config).toMatchObject({ loggedIn: true, customerEmail: 'buyer@example.com' });
  });

  test('[pedidos] ?id= keeps only that order’s items', async () => {
    const browser = await visitorWithOrders();

    expect(await itemIds(browser, { id: '5001' })).toEqual(['301', '302']);
  });

  test('[pedidos] ?id= of an unknown order answers no items', async () => {
    const browser = await visitorWithOrders();

    expect(await itemIds(browser, { id: '404' })).toEqual([]);
  });

  test('[pedidos] toFinalize=1 keeps only items whose extra.view is finalize', async () => {
    const browser = await visitorWithOrders();

    expect(await itemIds(browser, { id: '5001', toFinalize: '1' })).toEqual(['302']);
  });

  test('[pedidos] a non-numeric order id answers 400 naming the field', async () => {
    const browser = await visitorWithOrders();

    const response = await browser.call('getPedidos', { query: { id: 'x1' } });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ ok: false, message: expect.stringContaining('querystring/id') });
  });
});
