import { describe, expect, test } from 'vitest';
import { SCENARIOS } from '#contracts/fake-backend/admin.ts';
import type { CartResponse } from '#contracts/api/cart.ts';
import { build, openBrowser } from '../../helpers/build.ts';
import { testScenarios } from '../../helpers/test-fixtures.ts';

describe('GET /desktopapp/rest/cart', () => {
  test('[cart] a new visitor has an empty quote', async () => {
    const browser = await openBrowser(await build());

    const { cart, config } = await browser.json<CartResponse>('/desktopapp/rest/cart');

    expect(cart).toEqual([]);
    expect(config.store_id).toBe(14);
  });

  test('[cart] answers the items seeded for the visitor', async () => {
    const browser = await openBrowser(await build());
    await browser.post('/__admin/seed', { scenario: SCENARIOS.cartWithTwoItems });

    const { cart } = await browser.json<CartResponse>('/desktopapp/rest/cart');

    expect(cart).toEqual(testScenarios[SCENARIOS.cartWithTwoItems].cart);
  });
});
