import { describe, expect, test } from 'vitest';
import { adminEndpoints, SCENARIOS, type AdminOk } from '#contracts/fake-backend/admin.ts';
import { build, browserWithSession, openBrowser, type Browser } from '../../helpers/build.ts';

const RESET = adminEndpoints.reset.path;

const cartSize = async (browser: Browser) => (await browser.answer('getCart')).cart.length;

describe(`POST ${RESET}`, () => {
  test('[admin] resets the caller to a first visit: empty cart, logged out, store 14', async () => {
    const browser = await openBrowser(await build());
    await browser.post(adminEndpoints.seed.path, { scenario: SCENARIOS.loggedInWithOrders, store_id: 16 });
    await browser.post(adminEndpoints.seed.path, { scenario: SCENARIOS.cartWithTwoItems });

    const response = await browser.post(RESET, {});

    expect(response.json<AdminOk>()).toEqual({ ok: true, visitor: browser.sessionId });
    const { cart, config } = await browser.answer('getCart');
    expect(cart).toEqual([]);
    expect(config).toMatchObject({ store_id: 14, loggedIn: false, customerEmail: '' });
  });

  test('[admin] `visitor` resets only that session', async () => {
    const app = await build();
    const [caller, other] = [await openBrowser(app), await openBrowser(app)];
    await caller.post(adminEndpoints.seed.path, { scenario: SCENARIOS.cartWithTwoItems });
    await other.post(adminEndpoints.seed.path, { scenario: SCENARIOS.cartWithTwoItems });

    await caller.post(RESET, { visitor: other.sessionId });

    expect(await cartSize(caller)).toBe(2);
    expect(await cartSize(other)).toBe(0);
  });

  test('[admin] all: true resets every visitor, who keep their session ids', async () => {
    const app = await build();
    const [first, second] = [await openBrowser(app), await openBrowser(app)];
    await first.post(adminEndpoints.seed.path, { scenario: SCENARIOS.cartWithTwoItems });
    await second.post(adminEndpoints.seed.path, { scenario: SCENARIOS.cartWithTwoItems });

    await first.post(RESET, { all: true });

    expect(await cartSize(browserWithSession(app, first.sessionId))).toBe(0);
    expect(await cartSize(browserWithSession(app, second.sessionId))).toBe(0);
  });
});
