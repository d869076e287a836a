import { describe, expect, test } from 'vitest';
import { SCENARIOS, SESSION_COOKIE } from '#contracts/fake-backend/admin.ts';
import type { CartResponse } from '#contracts/api/cart.ts';
import { DEMO_CUSTOMER, TEST_CARDS } from '#contracts/fake-backend/demo-data.ts';
import { ROTATED_ID_GRACE_MS, SESSION_ID_PATTERN } from '../../src/state/visitor-store.ts';
import { build, browserWithSession, openBrowser, type Browser } from '../helpers/build.ts';

describe('visitors (session cookie)', () => {
  test(`[visitors] a first request gets a random ${SESSION_COOKIE} cookie: httpOnly, SameSite Lax, path /`, async () => {
    const app = await build();

    const response = await app.inject({ url: '/desktopapp/rest/config' });

    const cookie = response.cookies.find((c) => c.name === SESSION_COOKIE);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie?.value).toMatch(SESSION_ID_PATTERN);
  });

  test('[visitors] a returning visitor keeps their cookie: no new one is set', async () => {
    const browser = await openBrowser(await build());

    const response = await browser.call('getConfig');

    expect(response.cookies).toEqual([]);
  });

  test('[visitors] two browsers never share a cart: seeding one does not change the other', async () => {
    const app = await build();
    const [first, second] = [await openBrowser(app), await openBrowser(app)];

    await first.post('/__admin/seed', { scenario: SCENARIOS.cartWithTwoItems });

    expect(first.sessionId).not.toBe(second.sessionId);
    expect((await first.answer('getCart')).cart).toHaveLength(2);
    expect((await second.answer('getCart')).cart).toEqual([]);
  });

  test('[visitors] a session id the server never issued is not adopted: the answer sets a new one, with an empty cart', async () => {
    // A formkey given, so the helper's first request is this one (GET cart needs none).
    const browser = browserWithSession(await build(), 'chosen-by-an-attacker', 'unused');

    const response = await browser.call('getCart');

    expect(response.statusCode).toBe(200);
    expect(response.json<CartResponse>().cart).toEqual([]);
    expect(response.cookies.find((c) => c.name === SESSION_COOKIE)).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(browser.sessionId).not.toBe('chosen-by-an-attacker');
    expect(browser.sessionId).toMatch(SESSION_ID_PATTERN);
  });

  test('[visitors] an admin call naming a visitor creates it under that id (the trusted caller), which the id then reaches', async () => {
    const app = await build();
    await (await openBrowser(app)).post('/__admin/seed', { visitor: 'pact-visitor', scenario: SCENARIOS.cartWithTwoItems });

    const response = await browserWithSession(app, 'pact-visitor').call('getCart');

    expect(response.json<CartResponse>().cart).toHaveLength(2);
    expect(response.cookies).toEqual([]);
  });

  test('[visitors] a malformed session cookie is replaced by a new one', async () => {
    const browser = browserWithSession(await build(), 'not a valid id!', 'unused');

    const response = await browser.call('getCart');

    expect(response.cookies.find((c) => c.name === SESSION_COOKIE)?.value).toMatch(SESSION_ID_PATTERN);
  });

  describe('the session id rotates on login and logout (session fixation)', () => {
    const CART = '/desktopapp/rest/cart';
    const cartOf = async (browser: Browser) => (await browser.json<CartResponse>(CART)).cart;
    const configOf = async (browser: Browser) => (await browser.answer('getConfig')).config;

    test('[visitors] logging in gives a new session id; cart and store move with it, after a moment the old id reaches nothing', async () => {
      const clock = { now: Date.parse('2026-11-26T10:00:00Z') };
      const app = await build({ visitorClock: () => clock.now });
      const browser = await openBrowser(app);
      await browser.post('/__admin/seed', { scenario: SCENARIOS.cartWithTwoItems, store_id: 16 });
      const before = browser.sessionId;

      const response = await browser.call('authenticate', { body: { email: DEMO_CUSTOMER.email, pass: DEMO_CUSTOMER.password } });

      expect(response.json<{ ok: boolean }>().ok).toBe(true);
      expect(response.cookies.find((c) => c.name === SESSION_COOKIE)).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
      expect(browser.sessionId).not.toBe(before);
      expect(await cartOf(browser)).toHaveLength(2);
      expect(await configOf(browser)).toMatchObject({ loggedIn: true, store_id: 16 });
      clock.now += ROTATED_ID_GRACE_MS;
      const fixated = browserWithSession(app, before);
      expect(await cartOf(fixated)).toEqual([]);
      expect((await configOf(fixated)).loggedIn).toBe(false);
    });

    test('[visitors] a failed login keeps the session id', async () => {
      const browser = await openBrowser(await build());
      const before = browser.sessionId;

      await browser.call('authenticate', { body: { email: DEMO_CUSTOMER.email, pass: 'not-the-password' } });

      expect(browser.sessionId).toBe(before);
    });

    test('[visitors] logging out gives a new session id; the old id is no longer logged in', async () => {
      const app = await build();
      const browser = await openBrowser(app);
      await browser.call('authenticate', { body: { email: DEMO_CUSTOMER.email, pass: DEMO_CUSTOMER.password } });
      const loggedInId = browser.sessionId;

      const response = await browser.call('logout', { body: {} });

      expect(response.statusCode).toBe(200);
      expect(browser.sessionId).not.toBe(loggedInId);
      expect((await configOf(browser)).loggedIn).toBe(false);
      expect((await configOf(browserWithSession(app, loggedInId))).loggedIn).toBe(false);
    });

    test('[visitors] registering at checkout logs in under a new session id', async () => {
      const browser = await openBrowser(await build());
      await browser.post('/__admin/seed', { scenario: SCENARIOS.cartWithTwoItems });
      const before = browser.sessionId;
      const year = String(new Date().getUTCFullYear() + 1);

      const answer = await browser.call('checkoutRegister', {
        body: {
          form: { email: 'rotated@example.com', type: 'cc', num: TEST_CARDS.frictionless, month: '12', year },
        },
      });

      expect(answer.json<{ order_id: string | null }>().order_id).not.toBeNull();
      expect(browser.sessionId).not.toBe(before);
      expect(await configOf(browser)).toMatchObject({ loggedIn: true, customerEmail: 'rotated@example.com' });
    });
  });
});
