import { describe, expect, test } from 'vitest';
import { SCENARIOS, SESSION_COOKIE } from '#contracts/admin.ts';
import type { CartResponse } from '#contracts/cart.ts';
import { SESSION_ID_PATTERN } from '../../src/state/visitor-store.ts';
import { build, browserWithSession, openBrowser } from '../helpers/build.ts';

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

    const response = await browser.get('/desktopapp/rest/config');

    expect(response.cookies).toEqual([]);
  });

  test('[visitors] two browsers never share a cart: seeding one does not change the other', async () => {
    const app = await build();
    const [first, second] = [await openBrowser(app), await openBrowser(app)];

    await first.post('/__admin/seed', { scenario: SCENARIOS.cartWithTwoItems });

    expect(first.sessionId).not.toBe(second.sessionId);
    expect((await first.json<CartResponse>('/desktopapp/rest/cart')).cart).toHaveLength(2);
    expect((await second.json<CartResponse>('/desktopapp/rest/cart')).cart).toEqual([]);
  });

  test('[visitors] a well-formed session id the server does not know gets a fresh visitor under that id', async () => {
    const browser = browserWithSession(await build(), 'restarted-server-session');

    const response = await browser.get('/desktopapp/rest/cart');

    expect(response.statusCode).toBe(200);
    expect(response.json<CartResponse>().cart).toEqual([]);
    expect(response.cookies).toEqual([]);
  });

  test('[visitors] a malformed session cookie is replaced by a new one', async () => {
    const browser = browserWithSession(await build(), 'not a valid id!');

    const response = await browser.get('/desktopapp/rest/cart');

    expect(response.cookies.find((c) => c.name === SESSION_COOKIE)?.value).toMatch(SESSION_ID_PATTERN);
  });
});
