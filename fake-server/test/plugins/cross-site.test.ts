import type { FastifyInstance, InjectOptions } from 'fastify';
import { describe, expect, test } from 'vitest';
import { SCENARIOS, SESSION_COOKIE, adminEndpoints } from '#contracts/fake-backend/admin.ts';
import type { CartResponse } from '#contracts/api/cart.ts';
import { type EndpointRoute, FORM_KEY_HEADER, endpointRoutes } from '#contracts/api/endpoint-routes.ts';
import { DEMO_CUSTOMER } from '#contracts/fake-backend/demo-data.ts';
import type { CheckoutResponse } from '#contracts/api/payment.ts';
import { trustedOriginsFromEnv } from '../../src/plugins/cross-site.ts';
import { type Browser, build, openBrowser } from '../helpers/build.ts';
import { providerForms } from '../helpers/provider-page.ts';

/** What a top-level link or form on another site makes the browser send. */
const CROSS_SITE_NAVIGATION = { 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'navigate', 'sec-fetch-dest': 'document' };
const SAME_ORIGIN = { 'sec-fetch-site': 'same-origin', 'sec-fetch-mode': 'cors' };

const stateChanging = Object.entries(endpointRoutes as Record<string, EndpointRoute>).filter(([, route]) => route.changesState === true);

/** A request to the route with its `:params` filled in (the guards run before validation, so the rest may be missing). */
const requestTo = (route: { method: string; path: string }, headers: Record<string, string>): InjectOptions => ({
  method: route.method as 'GET' | 'POST',
  url: route.path.replace(/:\w+/g, 'someone%40example.com'),
  headers,
  ...(route.method === 'POST' ? { payload: {} } : {}),
});

async function seededCart(): Promise<{ app: FastifyInstance; browser: Browser; formkey: string }> {
  const app = await build();
  const browser = await openBrowser(app);
  await browser.post(adminEndpoints.seed.path, { scenario: SCENARIOS.cartWithTwoItems });
  return { app, browser, formkey: app.visitors.obtain(browser.sessionId).formkey };
}

const cartIds = async (browser: Browser) => (await browser.json<CartResponse>(endpointRoutes.getCart.path)).cart.map((item) => item.id);

describe('cross-site guard and formkey (decision 029)', () => {
  test('[security] every call that changes state refuses a cross-site request, then a missing and a wrong formkey, with 403', async () => {
    const { browser, formkey } = await seededCart();
    for (const [name, route] of stateChanging) {
      const crossSite = await browser.inject(requestTo(route, { ...CROSS_SITE_NAVIGATION, [FORM_KEY_HEADER]: formkey }));
      expect([name, crossSite.statusCode, crossSite.json().message]).toEqual([
        name,
        403,
        expect.stringMatching(/^cross-site request refused: /),
      ]);

      const missing = await browser.inject(requestTo(route, { ...SAME_ORIGIN, [FORM_KEY_HEADER]: '' }));
      expect([name, missing.statusCode, missing.json().message]).toEqual([
        name,
        403,
        expect.stringMatching(/^headers\/x-form-key is missing/),
      ]);

      const wrong = await browser.inject(requestTo(route, { ...SAME_ORIGIN, [FORM_KEY_HEADER]: `${formkey}x` }));
      expect([name, wrong.statusCode, wrong.json().message]).toEqual([name, 403, expect.stringMatching(/^headers\/x-form-key is not/)]);
    }
    expect(await cartIds(browser)).toEqual(['101', '102']);
  });

  test('[security] a cross-site navigation to delquoteitem leaves the item in the cart; same-origin with the formkey removes it', async () => {
    const { browser } = await seededCart();

    const refused = await browser.inject({ url: `${endpointRoutes.delQuoteItem.path}?id=101`, headers: CROSS_SITE_NAVIGATION });
    expect(refused.statusCode).toBe(403);
    expect(await cartIds(browser)).toEqual(['101', '102']);

    const sameSiteButNotSameOrigin = await browser.inject({
      url: `${endpointRoutes.delQuoteItem.path}?id=101`,
      headers: { 'sec-fetch-site': 'same-site' },
    });
    expect(sameSiteButNotSameOrigin.statusCode).toBe(403);

    const allowed = await browser.inject({ url: `${endpointRoutes.delQuoteItem.path}?id=101`, headers: SAME_ORIGIN });
    expect(allowed.statusCode).toBe(200);
    expect(await cartIds(browser)).toEqual(['102']);
  });

  test('[security] a request the user typed (Sec-Fetch-Site: none) and one with neither header (curl) pass with the formkey', async () => {
    const { browser } = await seededCart();
    expect(
      (await browser.inject({ url: `${endpointRoutes.delQuoteItem.path}?id=101`, headers: { 'sec-fetch-site': 'none' } })).statusCode,
    ).toBe(200);
    expect((await browser.inject({ url: `${endpointRoutes.delQuoteItem.path}?id=102` })).statusCode).toBe(200);
    expect(await cartIds(browser)).toEqual([]);
  });

  test('[security] without Sec-Fetch-Site, Origin decides: this host or a trusted origin pass, another origin or "null" is refused', async () => {
    const app = await build({ trustedOrigins: trustedOriginsFromEnv(' https://shop.example/ , ') });
    const browser = await openBrowser(app);
    await browser.post(adminEndpoints.seed.path, { scenario: SCENARIOS.cartWithTwoItems });
    const remove = (id: string, headers: Record<string, string>) =>
      browser.inject({ url: `${endpointRoutes.delQuoteItem.path}?id=${id}`, headers });

    expect((await remove('101', { origin: 'https://evil.example', host: 'localhost:3000' })).statusCode).toBe(403);
    expect((await remove('101', { origin: 'null', host: 'localhost:3000' })).statusCode).toBe(403);
    expect((await remove('101', { origin: 'http://localhost:3001', host: 'localhost:3000' })).statusCode).toBe(403);
    expect(await cartIds(browser)).toEqual(['101', '102']);

    expect((await remove('101', { origin: 'http://localhost:3000', host: 'localhost:3000' })).statusCode).toBe(200);
    expect((await remove('102', { origin: 'https://shop.example', host: 'localhost:3000' })).statusCode).toBe(200);
    expect(await cartIds(browser)).toEqual([]);
  });

  test('[security] a cross-site request to a provider answer leaves the order waiting; the same-origin answer settles it', async () => {
    const { browser } = await seededCart();
    const checkout = await browser.post(endpointRoutes.checkoutRegister.path, { form: { email: 'buyer@example.com', type: 'paypal' } });
    const { order_id: orderId } = checkout.json<CheckoutResponse>();
    const page = await browser.get(`/paypal/sandbox/checkout?order_id=${orderId}`);
    const fail = providerForms(page.body).find((form) => form.fields.result === 'fail');
    const answer = `${fail?.action}?${new URLSearchParams(fail?.fields)}`;

    const refused = await browser.inject({ url: answer, headers: CROSS_SITE_NAVIGATION });
    expect(refused.statusCode).toBe(403);
    expect(await cartIds(browser)).toEqual([]);

    const settled = await browser.inject({ url: answer, headers: { 'sec-fetch-site': 'same-origin', 'sec-fetch-mode': 'navigate' } });
    expect(settled.statusCode).toBe(303);
    expect(await cartIds(browser)).toHaveLength(2);
  });

  test('[security] a cross-site request to stripe/rest/process and to a payment intent is refused before it touches the order', async () => {
    const { browser, formkey } = await seededCart();
    for (const route of [endpointRoutes.stripeProcess, endpointRoutes.otherMethodsPaypal, endpointRoutes.moneiPaymentIntent]) {
      const refused = await browser.inject({
        url: `${route.path}?order_id=1`,
        headers: { ...CROSS_SITE_NAVIGATION, [FORM_KEY_HEADER]: formkey },
      });
      expect(refused.json().message).toMatch(/^cross-site request refused: Sec-Fetch-Site is cross-site/);
    }
  });

  test('[security] a page on another site cannot reset the fake through the admin API; the admin API needs no formkey', async () => {
    const { browser } = await seededCart();
    const reset = (headers: Record<string, string>) =>
      browser.inject({ method: 'POST', url: adminEndpoints.reset.path, payload: {}, headers: { ...headers, [FORM_KEY_HEADER]: '' } });

    const refused = await reset({ 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'no-cors' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toMatch(/^cross-site request refused/);
    expect(await cartIds(browser)).toEqual(['101', '102']);

    expect((await reset({})).statusCode).toBe(200);
    expect(await cartIds(browser)).toEqual([]);
  });

  test('[security] calls that only read need neither the formkey nor the same origin', async () => {
    const app = await build();
    const response = await app.inject({ url: endpointRoutes.getConfig.path, headers: CROSS_SITE_NAVIGATION });
    expect(response.statusCode).toBe(200);
    expect(response.cookies.some((cookie) => cookie.name === SESSION_COOKIE)).toBe(true);
  });

  test('[security] the formkey stays the same across login and logout, and a reset (a first visit) gives a new one', async () => {
    const app = await build();
    const browser = await openBrowser(app);
    const formkey = async () => (await browser.json<{ config: { formkey: string } }>(endpointRoutes.getConfig.path)).config.formkey;
    const first = await formkey();

    expect(
      (await browser.post(endpointRoutes.authenticate.path, { email: DEMO_CUSTOMER.email, pass: DEMO_CUSTOMER.password })).statusCode,
    ).toBe(200);
    expect(await formkey()).toBe(first);
    expect((await browser.post(endpointRoutes.logout.path, {})).statusCode).toBe(200);
    expect(await formkey()).toBe(first);

    await browser.post(adminEndpoints.reset.path, {});
    expect(await formkey()).not.toBe(first);
  });
});
