import { describe, expect, test } from 'vitest';
import { SESSION_COOKIE } from '#contracts/fake-backend/admin.ts';
import type { CartResponse } from '#contracts/api/cart.ts';
import type { ConfigResponse } from '#contracts/api/config.ts';
import { DEMO_CUSTOMER } from '#contracts/fake-backend/demo-data.ts';
import { FORM_KEY_HEADER, endpointRoutes } from '#contracts/api/endpoint-routes.ts';
import { birthCertificateFormExample } from '#contracts/testing/generic-examples.ts';
import type { FastifyInstance } from 'fastify';
import { build, openBrowser } from '../helpers/build.ts';
import { REPOSITORY_FIXTURES } from '../helpers/spain.ts';
import { OPENAPI_PATH } from '../../src/plugins/api-docs.ts';
import { operationsOf } from '../helpers/openapi-probes.ts';

const CONFIG = endpointRoutes.getConfig.path;
const CART = endpointRoutes.getCart.path;
const ADD = endpointRoutes.addGeneric.path;

/** A script's first visit: GET config without a cookie, then one cart item with the cookie and formkey it was given. */
async function firstVisitWithOneItem(app: FastifyInstance, remoteAddress = '127.0.0.1') {
  const first = await app.inject({ url: CONFIG, remoteAddress });
  const sessionId = first.cookies.find((cookie) => cookie.name === SESSION_COOKIE)?.value ?? '';
  const { config } = first.json<ConfigResponse>();
  return app.inject({
    method: 'POST',
    url: ADD,
    remoteAddress,
    cookies: { [SESSION_COOKIE]: sessionId },
    headers: { [FORM_KEY_HEADER]: config.formkey },
    payload: { config, form: birthCertificateFormExample() },
  });
}

describe('new visitors', () => {
  test('[visitors] first visits with a cart item each never push out a logged-in buyer with a cart', async () => {
    // The repository's fixtures: the test fixtures have no generic product.
    const app = await build({ visitorCapacity: 20, fixturesDir: REPOSITORY_FIXTURES });
    const customer = await openBrowser(app);
    await customer.call('authenticate', { body: { email: DEMO_CUSTOMER.email, pass: DEMO_CUSTOMER.password } });
    const { config } = await customer.answer('getConfig');
    expect((await customer.call('addGeneric', { body: { config, form: birthCertificateFormExample() } })).statusCode).toBe(200);

    // Issue 41's repro at the store's scale: 10,000 such visitors against MAX_VISITORS.
    for (let visit = 0; visit < 50; visit += 1) expect((await firstVisitWithOneItem(app)).statusCode).toBe(200);

    expect(app.visitors.size).toBe(20);
    expect((await customer.json<ConfigResponse>(CONFIG)).config.loggedIn).toBe(true);
    expect((await customer.json<CartResponse>(CART)).cart).toHaveLength(1);
  });

  test('[visitors] a client making new visitors faster than the limit gets 429 naming the session cookie, others do not', async () => {
    const clock = { now: Date.parse('2026-11-26T10:00:00Z') };
    const app = await build({ newVisitorsPerMinute: 5, visitorClock: () => clock.now });
    const buyer = await openBrowser(app);
    for (let visit = 1; visit < 5; visit += 1) expect((await app.inject({ url: CONFIG })).statusCode).toBe(200);

    const refused = await app.inject({ url: CONFIG });

    expect(refused.statusCode).toBe(429);
    expect(refused.json<{ message: string }>().message).toMatch(
      new RegExp(`^cookies/${SESSION_COOKIE}: more than 5 new visitors a minute from this address; .* try again in 12 seconds$`),
    );
    expect(refused.headers['retry-after']).toBe('12');
    expect(refused.cookies).toEqual([]);
    expect(app.visitors.size).toBe(5);
    // A browser that kept its cookie, and a client elsewhere, are still answered.
    expect((await buyer.get(CONFIG)).statusCode).toBe(200);
    expect((await app.inject({ url: CONFIG, remoteAddress: '192.0.2.7' })).statusCode).toBe(200);
    // The allowance refills: one new visitor every 12 s at 5 a minute.
    clock.now += 12_000;
    expect((await app.inject({ url: CONFIG })).statusCode).toBe(200);
    expect((await app.inject({ url: CONFIG })).statusCode).toBe(429);
  });

  test('[visitors] a cookieless request that makes no visitor (refused, not found, a build file) takes nothing from the limit', async () => {
    const app = await build({ newVisitorsPerMinute: 2 });
    for (let request = 0; request < 5; request += 1) {
      expect((await app.inject({ url: `${CONFIG}?store=999` })).statusCode).toBe(400);
      expect((await app.inject({ url: '/no-such-page' })).statusCode).toBe(404);
      expect((await app.inject({ url: '/version.json?t=1' })).statusCode).toBe(200);
    }

    expect([(await app.inject({ url: CONFIG })).statusCode, (await app.inject({ url: CONFIG })).statusCode]).toEqual([200, 200]);
    expect((await app.inject({ url: CONFIG })).statusCode).toBe(429);
  });

  test('[docs] every call that answers a cookieless client 429 for too many new visitors declares it', async () => {
    const app = await build({ newVisitorsPerMinute: 1 });
    const document = (
      await app.inject({ url: OPENAPI_PATH, cookies: { [SESSION_COOKIE]: (await openBrowser(app)).sessionId } })
    ).json<unknown>();
    const undeclared: string[] = [];
    for (const { path, method, operation } of operationsOf(document)) {
      const url = path.replace(/\{\w+\}/g, '1');
      const answer = await app.inject({ method: method.toUpperCase() as 'GET', url });
      if (answer.statusCode === 429 && !('429' in operation.responses)) undeclared.push(`${operation.operationId}: ${answer.body}`);
    }

    expect(undeclared).toEqual([]);
  });
});
