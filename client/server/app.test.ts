import type { AddressInfo } from 'node:net';
import { describe, expect, test } from 'vitest';
import { endpointRoutes } from '#contracts/api/endpoint-routes.ts';
import { ROUTES } from '#contracts/constants/client-routes.ts';
import { builtClient, temporaryDir } from './testing/client-build.ts';
import { catalogueWarmedUp, readPage, startStorefront } from './testing/storefront.ts';
import { startStubBackend } from './testing/stub-backend.ts';

const SERVER_TEST = { timeout: 15_000 };

describe('[storefront] the server', SERVER_TEST, () => {
  test('[storefront] GET /healthz tells a load balancer the server is ready once the catalogue is in: 200 {ok:true}, never cached', async () => {
    const backend = await startStubBackend();
    const app = await startStorefront({ clientDir: await builtClient(), backendUrl: backend.url });

    await expect.poll(async () => (await app.inject({ url: '/healthz' })).statusCode, { timeout: 10_000 }).toBe(200);
    const response = await app.inject({ url: '/healthz' });

    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toEqual({ ok: true });
    expect(backend.requestsTo('/healthz')).toHaveLength(0);
  });

  test('[storefront] while the catalogue is not in (the backend is down), /healthz answers 503 JSON, never cached', async () => {
    const backend = await startStubBackend();
    await backend.close();
    const app = await startStorefront({ clientDir: await temporaryDir('storefront-no-build-'), backendUrl: backend.url });

    const response = await app.inject({ url: '/healthz' });

    expect(response.statusCode).toBe(503);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toMatchObject({ ok: false, statusCode: 503, error: 'Service Unavailable' });
  });

  test('[storefront] closing the server (a deploy’s drain) lets a request in flight get its answer, and takes no new one', async () => {
    const backend = await startStubBackend();
    const app = await startStorefront({ clientDir: await builtClient(), backendUrl: backend.url });
    await catalogueWarmedUp(backend);
    await app.listen({ host: '127.0.0.1', port: 0 });
    const origin = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    backend.behaviour.delayMs = 300;
    const body = JSON.stringify({ form: { direccion: 'Calle Mayor 12' } });

    const answer = fetch(`${origin}${endpointRoutes.addNs.path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    });
    await backend.waitFor((requests) => requests.some((request) => request.path === endpointRoutes.addNs.path));
    const closed = app.close();

    const response = await answer;
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true, bytes: body.length });
    await closed;
    await expect(fetch(`${origin}${ROUTES.services}`)).rejects.toThrow();
  });

  test('[storefront] a page asked while the backend is slow is answered before the server closes', async () => {
    const backend = await startStubBackend();
    const app = await startStorefront({ clientDir: await builtClient(), backendUrl: backend.url, pageDataBudgetMs: 10_000 });
    await catalogueWarmedUp(backend);
    await app.listen({ host: '127.0.0.1', port: 0 });
    const origin = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    backend.behaviour.delayMs = 300;

    const answer = fetch(`${origin}${ROUTES.services}`);
    await backend.waitFor((requests) => requests.some((request) => request.path === endpointRoutes.getConfig.path));
    const closed = app.close();

    const response = await answer;
    expect(response.status).toBe(200);
    expect(readPage(await response.text()).boot?.config.store_id).toBe(14);
    await closed;
  });
});
