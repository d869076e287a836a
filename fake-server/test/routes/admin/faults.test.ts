import { describe, expect, test } from 'vitest';
import { adminEndpoints, MAX_FAULT_PATH_LENGTH, MAX_PENDING_FAULTS } from '#contracts/fake-backend/admin.ts';
import { PRODUCT_IDS } from '#contracts/constants/product-ids.ts';
import { deedCopyFormExample } from '#contracts/testing/generic-examples.ts';
import { build, openBrowser } from '../../helpers/build.ts';
import { REPOSITORY_FIXTURES } from '../../helpers/spain.ts';
import { defaultConfigFor } from '../../helpers/generic.ts';

const FAULTS = adminEndpoints.faults.path;
const CART = '/desktopapp/rest/cart';

describe(`POST ${FAULTS}`, () => {
  test('[admin] times: 2 makes the next two calls fail with 500 in ErrorResponse shape, then the path answers normally', async () => {
    const browser = await openBrowser(await build());
    await browser.post(FAULTS, { path: CART, times: 2 });

    const statuses: number[] = [];
    for (let call = 0; call < 3; call += 1) statuses.push((await browser.get(CART)).statusCode);

    expect(statuses).toEqual([500, 500, 200]);
  });

  test('[admin] a failing call answers the given status in ErrorResponse shape, whatever the query string', async () => {
    const browser = await openBrowser(await build());
    await browser.post(FAULTS, { path: '/desktopapp/rest/product', times: 1, status: 503 });

    const response = await browser.call('getProduct', { query: { id: PRODUCT_IDS.permanentCertificate } });

    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      ok: false,
      statusCode: 503,
      error: 'Service Unavailable',
      message: `fault injected through ${FAULTS}`,
    });
  });

  test('[admin] delayMs answers the next call late but normally', async () => {
    const browser = await openBrowser(await build());
    await browser.post(FAULTS, { path: CART, times: 1, delayMs: 150 });

    const started = performance.now();
    const response = await browser.get(CART);

    expect(response.statusCode).toBe(200);
    expect(performance.now() - started).toBeGreaterThanOrEqual(140);
  });

  test('[admin] answerDropped: the add is handled and its item stays in the cart, but the caller gets a 504', async () => {
    const browser = await openBrowser(await build({ fixturesDir: REPOSITORY_FIXTURES }));
    await browser.post(FAULTS, { path: '/desktopapp/rest/addgeneric', times: 1, answerDropped: true });
    const config = await defaultConfigFor(browser);

    const lost = await browser.call('addGeneric', { body: { config, form: deedCopyFormExample() } });
    const { cart } = await browser.answer('getCart');

    expect(lost.statusCode).toBe(504);
    expect(lost.json()).toMatchObject({
      ok: false,
      statusCode: 504,
      message: expect.stringMatching(/^answer dropped after the call was handled/),
    });
    expect(cart.map((item) => item.product_id)).toEqual([PRODUCT_IDS.deedCopy]);
    expect((await browser.call('addGeneric', { body: { config, form: deedCopyFormExample() } })).statusCode).toBe(200);
  });

  test('[admin] faults apply to that visitor only', async () => {
    const app = await build();
    const [faulty, other] = [await openBrowser(app), await openBrowser(app)];
    await faulty.post(FAULTS, { path: CART, times: 1 });

    expect((await other.get(CART)).statusCode).toBe(200);
    expect((await faulty.get(CART)).statusCode).toBe(500);
  });

  test('[admin] `visitor` sets the fault on that session', async () => {
    const app = await build();
    const [caller, target] = [await openBrowser(app), await openBrowser(app)];

    await caller.post(FAULTS, { path: CART, times: 1, visitor: target.sessionId });

    expect((await caller.get(CART)).statusCode).toBe(200);
    expect((await target.get(CART)).statusCode).toBe(500);
  });

  test('[admin] reset drops pending faults', async () => {
    const browser = await openBrowser(await build());
    await browser.post(FAULTS, { path: CART, times: 5 });

    await browser.post(adminEndpoints.reset.path, {});

    expect((await browser.get(CART)).statusCode).toBe(200);
  });

  test(`[admin] a visitor holds at most ${MAX_PENDING_FAULTS} pending faults: one more is a 400 naming body/path; replacing one still works`, async () => {
    const browser = await openBrowser(await build());
    for (let index = 0; index < MAX_PENDING_FAULTS; index += 1) {
      expect((await browser.post(FAULTS, { path: `/fault/${index}`, times: 1 })).statusCode).toBe(200);
    }

    const oneMore = await browser.post(FAULTS, { path: CART, times: 1 });
    const replaced = await browser.post(FAULTS, { path: '/fault/0', times: 3 });

    expect(oneMore.statusCode).toBe(400);
    expect(oneMore.json<{ message: string }>().message).toMatch(/^body\/path: /);
    expect(replaced.statusCode).toBe(200);
    expect((await browser.get(CART)).statusCode).toBe(200);
  });

  test(`[admin] a fault path longer than ${MAX_FAULT_PATH_LENGTH} characters is a 400 naming body/path`, async () => {
    const browser = await openBrowser(await build());

    const response = await browser.post(FAULTS, { path: `/${'a'.repeat(MAX_FAULT_PATH_LENGTH)}`, times: 1 });

    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toMatch(/^body\/path /);
  });

  test('[admin] the issue’s probe: 40 fault registrations with 1 MB paths are all refused and the visitor holds none', async () => {
    const app = await build();
    const browser = await openBrowser(app);
    const megabytePath = `/${'x'.repeat(1024 * 1024)}`;

    const statuses = new Set<number>();
    for (let attempt = 0; attempt < 40; attempt += 1)
      statuses.add((await browser.post(FAULTS, { path: megabytePath, times: 1 })).statusCode);

    expect([...statuses].every((status) => status === 400 || status === 413)).toBe(true);
    expect(app.visitors.obtain(browser.sessionId).faults.size).toBe(0);
  });
});
