import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { describe, expect, test } from 'vitest';
import { SCENARIOS, SESSION_COOKIE } from '#contracts/fake-backend/admin.ts';
import type { CartResponse } from '#contracts/api/cart.ts';
import type { ConfigResponse } from '#contracts/api/config.ts';
import { DEMO_CUSTOMER } from '#contracts/fake-backend/demo-data.ts';
import { FORM_KEY_HEADER, endpointRoutes } from '#contracts/api/endpoint-routes.ts';
import { ROTATED_ID_GRACE_MS, ROTATED_IDS_PER_VISITOR } from '../../src/state/visitor-store.ts';
import { build, openBrowser, type Browser } from '../helpers/build.ts';

const CART = endpointRoutes.getCart.path;
const CONFIG = endpointRoutes.getConfig.path;
const LOGIN = { email: DEMO_CUSTOMER.email, pass: DEMO_CUSTOMER.password };

/** A login checks its password with scrypt (slow on purpose): a test of several logins may take seconds on a busy machine. */
const LOGINS_TIMEOUT_MS = 30_000;

/** A server whose visitors' clock the test moves (or the one given), and a browser on it with a cart of two items on store 16. */
async function buyerWithCart(server?: FastifyInstance) {
  const clock = { now: Date.parse('2026-11-26T10:00:00Z') };
  const app = server ?? (await build({ visitorClock: () => clock.now }));
  const browser = await openBrowser(app);
  await browser.post('/__admin/seed', { scenario: SCENARIOS.cartWithTwoItems, store_id: 16 });
  const formkey = (await browser.json<ConfigResponse>(CONFIG)).config.formkey;
  return { app, browser, formkey, pass: (ms: number) => (clock.now += ms) };
}

/** A request the page sent before the new cookie arrived: it carries the id the browser had then. */
const withId = (
  app: FastifyInstance,
  sessionId: string,
  url: string,
  extra: { method?: 'GET' | 'POST'; payload?: object; formkey?: string } = {},
) =>
  app.inject({
    method: extra.method ?? 'GET',
    url,
    cookies: { [SESSION_COOKIE]: sessionId },
    ...(extra.payload === undefined ? {} : { payload: extra.payload }),
    ...(extra.formkey === undefined ? {} : { headers: { [FORM_KEY_HEADER]: extra.formkey } }),
  });

const setsCookie = (response: LightMyRequestResponse) => response.cookies.some((cookie) => cookie.name === SESSION_COOKIE);

describe('a session id rotated at login leads to the buyer for a moment (requests in flight)', () => {
  test(
    '[sessions] authenticate with three cart reads in flight, ten times: the buyer stays logged in with the cart',
    async () => {
      const server = await build();
      for (let attempt = 0; attempt < 10; attempt += 1) {
        const { app, browser } = await buyerWithCart(server);
        const old = browser.sessionId;

        // The page fires the login and the header's cart refreshes at once: the reads left with the old id and reach
        // the server after the login rotated it. The browser's jar takes whatever cookie an answer sets, last one wins.
        const login = await browser.call('authenticate', { body: LOGIN });
        let jar = browser.sessionId;
        const reads = await Promise.all([withId(app, old, CART), withId(app, old, CART), withId(app, old, CART)]);
        for (const read of reads) jar = read.cookies.find((cookie) => cookie.name === SESSION_COOKIE)?.value ?? jar;

        expect(login.json<{ ok: boolean }>().ok).toBe(true);
        for (const read of reads) {
          expect(read.json<CartResponse>().cart).toHaveLength(2);
          expect(setsCookie(read), 'a read with the old id must not set a cookie').toBe(false);
        }
        expect(jar).not.toBe(old);
        expect((await withId(app, jar, CART)).json<CartResponse>().cart).toHaveLength(2);
        expect((await withId(app, jar, CONFIG)).json<ConfigResponse>().config).toMatchObject({ loggedIn: true, store_id: 16 });
      }
    },
    LOGINS_TIMEOUT_MS,
  );

  test('[sessions] a read with the old id after the login answered reaches the logged-in buyer, without a cookie', async () => {
    const { app, browser } = await buyerWithCart();
    const old = browser.sessionId;
    await browser.call('authenticate', { body: LOGIN });

    const [cart, config] = [await withId(app, old, CART), await withId(app, old, CONFIG)];

    expect(cart.json<CartResponse>().cart).toHaveLength(2);
    expect(config.json<ConfigResponse>().config).toMatchObject({ loggedIn: true, store_id: 16, customerEmail: DEMO_CUSTOMER.email });
    expect([setsCookie(cart), setsCookie(config)]).toEqual([false, false]);
    expect(app.visitors.size).toBe(1);
  });

  test('[sessions] the old id may not change anything: a second login or a deletion is refused naming the cookie, nothing changes', async () => {
    const { app, browser, formkey } = await buyerWithCart();
    const old = browser.sessionId;
    await browser.call('authenticate', { body: LOGIN });
    const [item] = (await browser.json<CartResponse>(CART)).cart;

    const secondLogin = await withId(app, old, '/desktopapp/rest/authenticate/', { method: 'POST', payload: LOGIN, formkey });
    const deletion = await withId(app, old, `${endpointRoutes.delQuoteItem.path}?id=${item?.id ?? ''}`, { formkey });

    for (const refused of [secondLogin, deletion]) {
      expect(refused.statusCode).toBe(403);
      expect(refused.json<{ message: string }>().message).toMatch(new RegExp(`^cookies/${SESSION_COOKIE}: `));
      expect(setsCookie(refused)).toBe(false);
    }
    expect(app.visitors.has(browser.sessionId)).toBe(true);
    expect((await browser.json<CartResponse>(CART)).cart).toHaveLength(2);
  });

  test('[sessions] after the grace the old id reaches nothing, and its answer leaves the live cookie alone', async () => {
    const { app, browser, pass } = await buyerWithCart();
    const old = browser.sessionId;
    await browser.call('authenticate', { body: LOGIN });

    pass(ROTATED_ID_GRACE_MS);
    const late = await withId(app, old, CART);
    const lateConfig = await withId(app, old, CONFIG);

    expect(late.json<CartResponse>().cart).toEqual([]);
    expect(lateConfig.json<ConfigResponse>().config.loggedIn).toBe(false);
    expect([setsCookie(late), setsCookie(lateConfig)]).toEqual([false, false]);
    expect(app.visitors.size).toBe(1);
    expect((await browser.json<CartResponse>(CART)).cart).toHaveLength(2);
  });

  test('[sessions] a login then a logout within the grace: the first id still leads to the same visitor, now logged out', async () => {
    const { app, browser } = await buyerWithCart();
    const first = browser.sessionId;
    await browser.call('authenticate', { body: LOGIN });
    await browser.call('logout', { body: {} });

    const config = (await withId(app, first, CONFIG)).json<ConfigResponse>().config;

    expect(config).toMatchObject({ loggedIn: false, store_id: 16, formkey: (await browser.json<ConfigResponse>(CONFIG)).config.formkey });
  });

  test(
    '[sessions] only the last few replaced ids are remembered; an older one is an unknown id: a new visitor and cookie',
    async () => {
      const { app, browser } = await buyerWithCart();
      const first = browser.sessionId;
      for (let round = 0; round < ROTATED_IDS_PER_VISITOR; round += 1) {
        await browser.call('authenticate', { body: LOGIN });
        await browser.call('logout', { body: {} });
      }

      const forgotten = await withId(app, first, CART);

      expect(forgotten.json<CartResponse>().cart).toEqual([]);
      expect(setsCookie(forgotten)).toBe(true);
    },
    LOGINS_TIMEOUT_MS,
  );

  test('[sessions] an id the server never issued still gets a new visitor and a cookie', async () => {
    const app = await build();

    const response = await withId(app, 'never-issued', CART);

    expect(setsCookie(response)).toBe(true);
    expect(app.visitors.size).toBe(1);
  });
});

describe('what makes a visitor (decision 028)', () => {
  const visitorsAfter = async (app: FastifyInstance, send: () => Promise<LightMyRequestResponse>) => {
    const response = await send();
    return { response, visitors: app.visitors.size };
  };

  test('[sessions] 50 cookieless requests for the version file make no visitor and set no cookie', async () => {
    const app = await build();

    for (let request = 0; request < 50; request += 1) {
      const { response } = await visitorsAfter(app, () => app.inject({ url: '/version.json?t=1' }));
      expect(setsCookie(response)).toBe(false);
    }

    expect(app.visitors.size).toBe(0);
  });

  test('[sessions] a refused first request (no formkey) makes no visitor and sets no cookie', async () => {
    const app = await build();

    const { response, visitors } = await visitorsAfter(app, () =>
      app.inject({ method: 'POST', url: '/desktopapp/rest/addgeneric', payload: { form: { values: [] } } }),
    );

    expect(response.statusCode).toBe(403);
    expect([setsCookie(response), visitors]).toEqual([false, 0]);
  });

  test('[sessions] a first request the schema refuses makes no visitor', async () => {
    const app = await build();

    const { response, visitors } = await visitorsAfter(app, () => app.inject({ url: `${endpointRoutes.getProduct.path}?id=not-a-number` }));

    expect(response.statusCode).toBe(400);
    expect([setsCookie(response), visitors]).toEqual([false, 0]);
  });

  test('[sessions] a version-file request with a known cookie still reads that visitor', async () => {
    const app = await build();
    const browser: Browser = await openBrowser(app);
    await browser.post('/__admin/version', { version: 'deployed-later' });

    const answer = await browser.answer('getVersion', { query: { t: '2' } });

    expect(answer.version).toBe('deployed-later');
  });

  test('[sessions] over capacity an anonymous empty visitor goes first: a buyer with a cart and a login stays', async () => {
    const app = await build({ visitorCapacity: 20 });
    const buyer = await openBrowser(app);
    await buyer.post('/__admin/seed', { scenario: SCENARIOS.cartWithTwoItems });
    const customer = await openBrowser(app);
    await customer.call('authenticate', { body: LOGIN });

    // The two are the least recently seen when 50 first visits come after them (the real store holds MAX_VISITORS).
    for (let visit = 0; visit < 50; visit += 1) await app.inject({ url: CONFIG });

    expect(app.visitors.size).toBe(20);
    expect((await buyer.json<CartResponse>(CART)).cart).toHaveLength(2);
    expect((await customer.json<ConfigResponse>(CONFIG)).config.loggedIn).toBe(true);
  });
});
