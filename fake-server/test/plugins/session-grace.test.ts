import type { FastifyInstance } from 'fastify';
import { describe, expect, test } from 'vitest';
import { SCENARIOS, SESSION_COOKIE } from '#contracts/fake-backend/admin.ts';
import type { CartResponse } from '#contracts/api/cart.ts';
import type { ConfigResponse } from '#contracts/api/config.ts';
import { endpointRoutes } from '#contracts/api/endpoint-routes.ts';
import type { CheckoutResponse } from '#contracts/api/payment.ts';
import { build, openBrowser } from '../helpers/build.ts';
import { offContract } from '../helpers/call.ts';

const CONFIG = endpointRoutes.getConfig.path;

/** A buyer on store 14 who registered at checkout to pay by PayPal: the register rotated the id they had. */
async function buyerWhoRegistered() {
  const app = await build();
  const browser = await openBrowser(app);
  await browser.post('/__admin/seed', { scenario: SCENARIOS.cartWithTwoItems, store_id: 14 });
  const old = browser.sessionId;
  const answer = (
    await browser.call('checkoutRegister', { body: offContract({ form: { email: 'grace@example.com', type: 'paypal' } }) })
  ).json<CheckoutResponse>();
  expect(browser.sessionId).not.toBe(old);
  return { app, browser, old, orderId: answer.order_id ?? '' };
}

/** A request sent with the id the browser had before the login (in flight, or stolen from the machine). */
const withOld = (app: FastifyInstance, old: string, url: string) => app.inject({ url, cookies: { [SESSION_COOKIE]: old } });

describe('an id rotated a moment ago reads the configuration and the cart, nothing else (issue 41: the grace id still writes)', () => {
  test('[sessions] the rotated id takes no ?store=: GET config?store=20 is a 403 naming the store, and the buyer stays on store 14', async () => {
    const { app, browser, old } = await buyerWhoRegistered();

    const switched = await withOld(app, old, `${CONFIG}?store=20`);

    expect(switched.statusCode).toBe(403);
    expect(switched.json<{ message: string }>().message).toMatch(/^querystring\/store: /);
    expect((await browser.json<ConfigResponse>(CONFIG)).config.store_id).toBe(14);
  });

  test('[sessions] the rotated id opens no provider page: the PayPal page is a 403 and mints no token; the buyer’s own id still opens it', async () => {
    const { app, browser, old, orderId } = await buyerWhoRegistered();

    const page = await withOld(app, old, `/paypal/sandbox/checkout?order_id=${orderId}`);

    expect(page.statusCode).toBe(403);
    expect(page.body).not.toContain('token');
    expect(page.json<{ message: string }>().message).toMatch(new RegExp(`^cookies/${SESSION_COOKIE}: `));
    expect((await browser.get(`/paypal/sandbox/checkout?order_id=${orderId}`)).statusCode).toBe(200);
  });

  test('[sessions] the rotated id reads neither the billing record (GET client) nor the orders (pedidos, loadorder)', async () => {
    const { app, old, orderId } = await buyerWhoRegistered();

    const reads = await Promise.all(
      [endpointRoutes.getClient.path, endpointRoutes.getPedidos.path, `${endpointRoutes.loadOrder.path}?id=${orderId}`].map((url) =>
        withOld(app, old, url),
      ),
    );

    expect(reads.map((read) => read.statusCode)).toEqual([403, 403, 403]);
    for (const read of reads) {
      expect(read.body).not.toContain('grace@example.com');
      expect(read.body).not.toContain(orderId);
    }
  });

  test('[sessions] the rotated id still reads the configuration and the cart (the page’s requests in flight), without a cookie', async () => {
    const { app, old } = await buyerWhoRegistered();

    const [config, cart] = [await withOld(app, old, CONFIG), await withOld(app, old, endpointRoutes.getCart.path)];

    expect([config.statusCode, cart.statusCode]).toEqual([200, 200]);
    expect(config.json<ConfigResponse>().config).toMatchObject({ loggedIn: true, store_id: 14 });
    expect(cart.json<CartResponse>().cart).toBeInstanceOf(Array);
    expect([...config.cookies, ...cart.cookies].map((cookie) => cookie.name)).not.toContain(SESSION_COOKIE);
  });
});
