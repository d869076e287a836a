import { describe, expect, test } from 'vitest';
import { adminEndpoints } from '#contracts/admin.ts';
import { PRODUCT_IDS } from '#contracts/product-ids.ts';
import { build, openBrowser } from '../../helpers/build.ts';

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

    const response = await browser.get(`/desktopapp/rest/product?id=${PRODUCT_IDS.permanentCertificate}`);

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
});
