import { describe, expect, test } from 'vitest';
import { SCENARIOS } from '#contracts/fake-backend/admin.ts';
import { build, openBrowser } from '../../helpers/build.ts';
import { testScenarios } from '../../helpers/test-fixtures.ts';
import { routeOf } from '../../helpers/call.ts';

describe(routeOf('getCart'), () => {
  test('[cart] a new visitor has an empty quote', async () => {
    const browser = await openBrowser(await build());

    const { cart, config } = await browser.answer('getCart');

    expect(cart).toEqual([]);
    expect(config.store_id).toBe(14);
  });

  test('[cart] answers the items seeded for the visitor', async () => {
    const browser = await openBrowser(await build());
    await browser.post('/__admin/seed', { scenario: SCENARIOS.cartWithTwoItems });

    const { cart } = await browser.answer('getCart');

    expect(cart).toEqual(testScenarios[SCENARIOS.cartWithTwoItems].cart);
  });
});
