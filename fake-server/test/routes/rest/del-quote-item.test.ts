import { describe, expect, test } from 'vitest';
import { SCENARIOS } from '#contracts/fake-backend/admin.ts';
import type { CartResponse } from '#contracts/api/cart.ts';
import { build, openBrowser } from '../../helpers/build.ts';
import { testScenarios } from '../../helpers/test-fixtures.ts';
import { routeOf } from '../../helpers/call.ts';

describe(routeOf('delQuoteItem'), () => {
  test('[cart] removes exactly the item with that id and answers the new cart', async () => {
    const browser = await openBrowser(await build());
    await browser.post('/__admin/seed', { scenario: SCENARIOS.cartWithTwoItems });

    const response = await browser.answer('delQuoteItem', { query: { id: '101' } });

    expect(response.cart.map((item) => item.id)).toEqual(['102']);
    expect(response.config.store_id).toBe(14);
    const { cart } = await browser.answer('getCart');
    expect(cart.map((item) => item.id)).toEqual(['102']);
  });

  test('[cart] an id not in the cart answers 200 with the cart unchanged (removal is idempotent)', async () => {
    const browser = await openBrowser(await build());
    await browser.post('/__admin/seed', { scenario: SCENARIOS.cartWithTwoItems });

    const response = await browser.call('delQuoteItem', { query: { id: '999' } });

    expect(response.statusCode).toBe(200);
    expect(response.json<CartResponse>().cart).toEqual(testScenarios[SCENARIOS.cartWithTwoItems].cart);
  });

  test('[cart] removing from one visitor’s cart leaves another visitor’s cart alone', async () => {
    const app = await build();
    const [first, second] = [await openBrowser(app), await openBrowser(app)];
    await first.post('/__admin/seed', { scenario: SCENARIOS.cartWithTwoItems });
    await second.post('/__admin/seed', { scenario: SCENARIOS.cartWithTwoItems });

    await first.call('delQuoteItem', { query: { id: '101' } });

    expect((await second.answer('getCart')).cart).toHaveLength(2);
  });
});
