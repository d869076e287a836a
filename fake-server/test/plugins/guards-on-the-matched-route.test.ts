import { describe, expect, test } from 'vitest';
import { SCENARIOS, adminEndpoints } from '#contracts/fake-backend/admin.ts';
import type { CartResponse } from '#contracts/api/cart.ts';
import type { ConfigResponse } from '#contracts/api/config.ts';
import { DEMO_CUSTOMER, TEST_CARDS } from '#contracts/fake-backend/demo-data.ts';
import { type EndpointRoute, FORM_KEY_HEADER, endpointRoutes } from '#contracts/api/endpoint-routes.ts';
import type { CheckoutResponse } from '#contracts/api/payment.ts';
import { type Browser, build, openBrowser } from '../helpers/build.ts';

/** The URL as an attacker may spell it: every letter of the path percent-encoded, which the router decodes. */
const percentEncoded = (path: string) =>
  path.replace(/[A-Za-z_]/g, (letter) => `%${letter.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`);

const REMOTE = { remoteAddress: '203.0.113.7', headers: { host: 'evil.example' } };
const cartIds = async (browser: Browser) => (await browser.json<CartResponse>(endpointRoutes.getCart.path)).cart.map((item) => item.id);

describe('the guards decide on the route the router matched (issue 22, points 2 and 3)', () => {
  test('[admin] /%5F%5Fadmin/state from another machine is refused as /__admin/state is', async () => {
    const app = await build();

    const plain = await app.inject({ url: adminEndpoints.state.path, ...REMOTE });
    const encoded = await app.inject({ url: adminEndpoints.state.path.replace('__', '%5F%5F'), ...REMOTE });

    expect([plain.statusCode, encoded.statusCode]).toEqual([403, 403]);
  });

  test('[admin] every admin call, spelled with every letter percent-encoded, is refused to another machine and a rebound name', async () => {
    const app = await build();
    for (const [name, endpoint] of Object.entries(adminEndpoints)) {
      const url = percentEncoded(endpoint.path);
      const method = endpoint.method as 'GET' | 'POST';
      const payload = method === 'POST' ? { payload: {} } : {};
      const fromAfar = await app.inject({ method, url, ...payload, ...REMOTE });
      const rebound = await app.inject({ method, url, ...payload, headers: { host: 'evil.example' } });
      expect([name, url, fromAfar.statusCode, rebound.statusCode]).toEqual([name, url, 403, 403]);
    }
  });

  test('[admin] an encoded /__admin/login from another machine logs nobody in', async () => {
    const app = await build();
    const victim = await openBrowser(app);

    const response = await app.inject({
      method: 'POST',
      url: percentEncoded(adminEndpoints.login.path),
      payload: { customer: DEMO_CUSTOMER.email, visitor: victim.sessionId },
      ...REMOTE,
    });

    expect(response.statusCode).toBe(403);
    expect((await victim.json<ConfigResponse>(endpointRoutes.getConfig.path)).config.loggedIn).toBe(false);
  });

  test('[admin] an empty admin token is no token: `Authorization: Bearer ` lets nobody in', async () => {
    const app = await build({ adminToken: '' });

    const response = await app.inject({
      method: 'POST',
      url: adminEndpoints.reset.path,
      payload: { all: true },
      ...REMOTE,
      headers: { ...REMOTE.headers, authorization: 'Bearer ' },
    });

    expect(response.statusCode).toBe(403);
  });

  test('[admin] HEAD on an admin call from another machine is refused too', async () => {
    const app = await build();

    const response = await app.inject({ method: 'HEAD', url: adminEndpoints.state.path, ...REMOTE });

    expect(response.statusCode).toBe(403);
  });

  test('[security] a cross-site HEAD to delquoteitem is refused and leaves the item; a same-origin HEAD with the formkey runs nothing (405)', async () => {
    const app = await build();
    const browser = await openBrowser(app);
    await browser.post(adminEndpoints.seed.path, { scenario: SCENARIOS.cartWithTwoItems });
    const { formkey } = app.visitors.obtain(browser.sessionId);
    const url = `${endpointRoutes.delQuoteItem.path}?id=101`;

    const crossSite = await browser.inject({
      method: 'HEAD',
      url,
      headers: { 'sec-fetch-site': 'cross-site', [FORM_KEY_HEADER]: formkey },
    });
    const noKey = await browser.inject({ method: 'HEAD', url, headers: { 'sec-fetch-site': 'same-origin', [FORM_KEY_HEADER]: '' } });
    const sameOrigin = await browser.inject({
      method: 'HEAD',
      url,
      headers: { 'sec-fetch-site': 'same-origin', [FORM_KEY_HEADER]: formkey },
    });

    expect([crossSite.statusCode, noKey.statusCode, sameOrigin.statusCode]).toEqual([403, 403, 405]);
    expect(sameOrigin.headers.allow).toBe('GET');
    expect(await cartIds(browser)).toEqual(['101', '102']);
  });

  test('[security] HEAD never runs a GET that changes state, on every such call of the route table', async () => {
    const app = await build();
    const browser = await openBrowser(app);
    await browser.post(adminEndpoints.seed.path, { scenario: SCENARIOS.cartWithTwoItems });
    const { formkey } = app.visitors.obtain(browser.sessionId);
    const gets = Object.entries(endpointRoutes as Record<string, EndpointRoute>).filter(
      ([, route]) => route.method === 'GET' && route.changesState === true,
    );

    for (const [name, route] of gets) {
      const url = `${route.path.replace(/:\w+/g, 'someone%40example.com')}?id=101&order_id=1&path=%2Fcustomer%2Fauthenticate`;
      const response = await browser.inject({ method: 'HEAD', url, headers: { [FORM_KEY_HEADER]: formkey } });
      expect([name, response.statusCode]).toEqual([name, 405]);
    }
    expect(await cartIds(browser)).toEqual(['101', '102']);
  });

  test('[security] a same-site HEAD to stripe/rest/process does not charge or cancel the pending 3-D Secure order', async () => {
    const app = await build();
    const browser = await openBrowser(app);
    await browser.post(adminEndpoints.seed.path, { scenario: SCENARIOS.cartWithTwoItems });
    const year = String(new Date().getUTCFullYear() + 1);
    const checkout = await browser.post(endpointRoutes.checkoutRegister.path, {
      form: { email: 'head@example.com', type: 'cc', num: TEST_CARDS.challenge, month: '12', year },
    });
    const orderId = checkout.json<CheckoutResponse>().order_id ?? '';
    const statusOf = async () =>
      (await browser.json<{ pedidos: { status: string }[] }>(`${endpointRoutes.getPedidos.path}?id=${orderId}`)).pedidos[0]?.status;
    const before = await statusOf();

    const head = await browser.inject({
      method: 'HEAD',
      url: `${endpointRoutes.stripeProcess.path}?order_id=${orderId}`,
      headers: { 'sec-fetch-site': 'same-site' },
    });

    expect(head.statusCode).toBe(403);
    expect(await statusOf()).toBe(before);
  });
});

describe('a URL the router cannot read', () => {
  test('[security] a broken percent-escape answers 400 in the ErrorResponse shape, naming the url', async () => {
    const app = await build();

    const response = await app.inject({ url: '/desktopapp/rest/checkEmail/email/%7%42' });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ ok: false, statusCode: 400, error: 'Bad Request', message: expect.stringMatching(/^url: /) });
  });
});
