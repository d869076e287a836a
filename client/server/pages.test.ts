import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { endpointRoutes } from '#contracts/api/endpoint-routes.ts';
import { BACKEND_PATH_PREFIXES, FAKE_BACKEND_PATH_PREFIXES } from '#contracts/api/paths.ts';
import { ROUTES } from '#contracts/constants/client-routes.ts';
import { DEFAULT_STORE_ID } from '#contracts/constants/stores.ts';
import { cartExample, cartItemExample, configExample } from '#contracts/testing/examples.ts';
import { MAX_ANSWER_BYTES } from './backend.ts';
import { MARKUP_END_ID } from './page-html.ts';
import { PAGES_IN_FLIGHT_PER_VISITOR } from './pages.ts';
import { DEFAULT_PORTALS_FILE, loadPortals } from './portals.ts';
import { builtClient, HASHED_ASSET, INDEX_HTML, temporaryDir } from './testing/client-build.ts';
import { catalogueWarmedUp, readPage, startStorefront, withoutNonces } from './testing/storefront.ts';
import { SESSION_COOKIE, STUB_HEADER, startStubBackend } from './testing/stub-backend.ts';

/** Servers, a build folder and a render thread per test: room for a machine whose cores are all taken. */
const SERVER_TEST = { timeout: 15_000 };

const PORTUGUESE_HOST = 'store16.localhost:1234';

/**
 * The storefront in front of a stub backend, once the catalogue's warm-up is done. Its page data budget is generous
 * (the budget has tests of its own): a page's boot data must not depend on how busy the machine is.
 */
async function storefrontWithStub(options: { storeQuery?: boolean; fakeBackend?: boolean } = {}) {
  const backend = await startStubBackend();
  const app = await startStorefront({ clientDir: await builtClient(), backendUrl: backend.url, pageDataBudgetMs: 10_000, ...options });
  await catalogueWarmedUp(backend);
  return { app, backend };
}

describe('[storefront] pages and files', SERVER_TEST, () => {
  test('[storefront] a reload of a client route answers index.html, private and asked again each time', async () => {
    const { app } = await storefrontWithStub();

    const response = await app.inject({ url: ROUTES.simpleNote.start });

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('private, no-cache');
    expect(withoutNonces(readPage(response.body).page)).toBe(INDEX_HTML);
  });

  test('[storefront] /, the services chooser and /index.html answer index.html with its nonces', async () => {
    const { app } = await storefrontWithStub();

    for (const url of [ROUTES.root, ROUTES.services, '/index.html']) {
      const response = await app.inject({ url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control'], url).toBe('private, no-cache');
      const { page, nonce } = readPage(response.body);
      // index.html as built, but for the nonces on its script and style elements and the nonce meta element.
      expect(withoutNonces(page), url).toBe(INDEX_HTML);
      expect(page, url).toContain(`<script nonce="${nonce}" type="module" crossorigin src="${HASHED_ASSET}">`);
    }
  });

  test("[storefront] the build's manifest under .vite/ and its server entry under .ssr/ are never served", async () => {
    const clientDir = await builtClient({ serverEntry: 'echo' });
    await mkdir(join(clientDir, '.vite'));
    await writeFile(join(clientDir, '.vite', 'manifest.json'), '{"index.html":{"file":"assets/index-abc123.js","isEntry":true}}');
    const backend = await startStubBackend();
    const app = await startStorefront({ clientDir, backendUrl: backend.url });

    for (const url of ['/.vite/manifest.json', '/.ssr/entry-server.js']) {
      const response = await app.inject({ url });
      // A page or a 404, never the file.
      expect(response.headers['content-type'], url).toMatch(/^(text\/html|application\/json); charset=utf-8$/);
      expect(response.body, url).not.toContain('export default');
      expect(response.body, url).not.toContain('isEntry');
    }
  });

  test('[storefront] a hashed asset is served with a long immutable cache', async () => {
    const { app } = await storefrontWithStub();

    const response = await app.inject({ url: HASHED_ASSET });

    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  test('[storefront] a missing asset answers 404 JSON, not index.html', async () => {
    const { app } = await storefrontWithStub();

    const response = await app.inject({ url: '/assets/gone-000.js' });

    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ ok: false, statusCode: 404, error: 'Not Found' });
  });

  test('[storefront] a file a browser or a crawler asks for by itself is no page and asks the backend nothing', async () => {
    const { app, backend } = await storefrontWithStub();
    const asked = backend.requests.length;

    const icon = await app.inject({ url: '/favicon.ico' });
    const robots = await app.inject({ url: '/robots.txt' });

    expect(icon.statusCode).toBe(204);
    expect(robots.statusCode).toBe(404);
    expect(robots.json()).toMatchObject({ ok: false, statusCode: 404 });
    expect(backend.requests.length).toBe(asked);
  });

  test.each(BACKEND_PATH_PREFIXES.map((prefix) => `${prefix}/unknown-to-the-storefront`))(
    '[storefront] GET %s (a backend path) goes to the backend, never to index.html',
    async (url) => {
      const { app, backend } = await storefrontWithStub();

      const response = await app.inject({ url });

      expect(backend.requestsTo(url)).toHaveLength(1);
      expect(response.statusCode).toBe(404);
      expect(response.headers[STUB_HEADER]).toBe('stub');
      expect(response.json()).toMatchObject({ ok: false, statusCode: 404, message: `the stub has no ${url}` });
    },
  );

  test("[storefront] the fake backend's own paths go to the backend only when it is the fake", async () => {
    const url = `${FAKE_BACKEND_PATH_PREFIXES[0]}/scenarios`;
    const real = await storefrontWithStub();
    const fake = await storefrontWithStub({ fakeBackend: true });

    expect((await real.app.inject({ url })).headers['content-type']).toBe('text/html; charset=utf-8');
    expect(real.backend.requestsTo(url)).toHaveLength(0);
    expect((await fake.app.inject({ url })).headers[STUB_HEADER]).toBe('stub');
    expect(fake.backend.requestsTo(url)).toHaveLength(1);
  });

  test('[storefront] a POST to a page path answers 404 JSON', async () => {
    const { app } = await storefrontWithStub();

    const response = await app.inject({ method: 'POST', url: ROUTES.simpleNote.start, payload: { a: 1 } });

    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ ok: false, statusCode: 404, error: 'Not Found' });
  });

  test('[storefront] without a build, pages answer 503 saying to run npm run build', async () => {
    const backend = await startStubBackend();
    const app = await startStorefront({ clientDir: await temporaryDir('storefront-no-build-'), backendUrl: backend.url });

    const response = await app.inject({ url: ROUTES.simpleNote.start });

    expect(response.statusCode).toBe(503);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain('npm run build');
  });
});

describe('[storefront] portals', SERVER_TEST, () => {
  test('[storefront] a page carries the portal of its host name, and its boot data is that store’s', async () => {
    const { app, backend } = await storefrontWithStub();
    const portals = await loadPortals(DEFAULT_PORTALS_FILE);

    const { portal, boot } = readPage((await app.inject({ url: ROUTES.services, headers: { host: PORTUGUESE_HOST } })).body);

    expect(portal).toEqual({ ...portals.portals.find((candidate) => candidate.store_id === 16)?.settings, store_id: 16 });
    expect(boot?.config.store_id).toBe(16);
    expect(backend.requestsTo(endpointRoutes.getConfig.path).map((request) => request.url)).toEqual([
      `${endpointRoutes.getConfig.path}?store=16`,
    ]);
  });

  test('[storefront] ?store= picks no portal unless the deploy allows it (storeQuery)', async () => {
    const strict = await storefrontWithStub();
    const lenient = await storefrontWithStub({ storeQuery: true });
    const url = `${ROUTES.services}?store=9`;

    const ignored = readPage((await strict.app.inject({ url, headers: { host: PORTUGUESE_HOST } })).body);
    const honoured = readPage((await lenient.app.inject({ url, headers: { host: PORTUGUESE_HOST } })).body);

    expect(ignored.portal.store_id).toBe(16);
    expect(ignored.boot?.config.store_id).toBe(16);
    expect(honoured.portal.store_id).toBe(9);
    expect(honoured.boot?.config.store_id).toBe(9);
  });

  test('[storefront] with storeQuery, a page without ?store= is the portal of the store the backend has for the visitor', async () => {
    const { app } = await storefrontWithStub({ storeQuery: true });
    const cookies = { [SESSION_COOKIE]: 'known-buyer' };

    await app.inject({ url: `${ROUTES.services}?store=9`, cookies });
    const { portal, boot } = readPage((await app.inject({ url: ROUTES.simpleNote.start, cookies })).body);

    expect(boot?.config.store_id).toBe(9);
    expect(portal.store_id).toBe(9);
  });

  test('[storefront] with storeQuery, a new visitor on a portal’s own host name gets that portal, without ?store=', async () => {
    const { app } = await storefrontWithStub({ storeQuery: true });

    const { portal, boot } = readPage((await app.inject({ url: ROUTES.services, headers: { host: 'store17.localhost:4173' } })).body);

    expect(portal.store_id).toBe(17);
    expect(boot?.config.store_id).toBe(17);
  });

  test('[storefront] a host no portal lists gets the default store 14', async () => {
    const { app } = await storefrontWithStub();

    for (const host of ['unknown.example', 'localhost:8080', '127.0.0.1']) {
      const { portal, boot } = readPage((await app.inject({ url: ROUTES.services, headers: { host } })).body);
      expect(portal.store_id, host).toBe(DEFAULT_STORE_ID);
      expect(boot?.config.store_id, host).toBe(DEFAULT_STORE_ID);
    }
  });
});

describe('[storefront] boot data', SERVER_TEST, () => {
  test("[storefront] with a cookie, the page asks GET config and GET cart with the buyer's cookie and X-Forwarded-*, and carries both answers", async () => {
    const { app, backend } = await storefrontWithStub();
    const cookie = `${SESSION_COOKIE}=known-buyer; opf_consent_accepted=explicit`;

    const response = await app.inject({
      url: ROUTES.services,
      headers: { host: PORTUGUESE_HOST, cookie, 'sec-fetch-site': 'same-origin' },
    });

    const asked = [...backend.requestsTo(endpointRoutes.getConfig.path), ...backend.requestsTo(endpointRoutes.getCart.path)];
    expect(asked).toHaveLength(2);
    for (const request of asked) {
      expect(request.headers, request.url).toMatchObject({
        cookie,
        'x-forwarded-for': '127.0.0.1',
        'x-forwarded-proto': 'http',
        'x-forwarded-host': PORTUGUESE_HOST,
        'sec-fetch-site': 'same-origin',
      });
    }
    const { boot } = readPage(response.body);
    expect(boot).toEqual({ config: configExample({ store_id: 16 }), cart: cartExample().cart });
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  test('[storefront] with the backend’s session cookie named (sessionCookie), GET config and GET cart go at once; without it, one after the other', async () => {
    const cookies = { [SESSION_COOKIE]: 'known-buyer' };
    const backend = await startStubBackend();
    const clientDir = await builtClient();
    const together = await startStorefront({ clientDir, backendUrl: backend.url, pageDataBudgetMs: 10_000, sessionCookie: SESSION_COOKIE });
    const inTurn = await startStorefront({ clientDir, backendUrl: backend.url, pageDataBudgetMs: 10_000 });
    await catalogueWarmedUp(backend);
    backend.behaviour.delayMs = 100;
    const calls = () => ({
      config: backend.requestsTo(endpointRoutes.getConfig.path).at(-1),
      cart: backend.requestsTo(endpointRoutes.getCart.path).at(-1),
    });

    expect(readPage((await together.inject({ url: ROUTES.services, cookies })).body).boot?.cart).toEqual(cartExample().cart);
    const atOnce = calls();
    expect(atOnce.cart?.receivedAt).toBeLessThan(atOnce.config?.answeredAt ?? 0);

    expect(readPage((await inTurn.inject({ url: ROUTES.services, cookies })).body).boot?.cart).toEqual(cartExample().cart);
    const oneAfterTheOther = calls();
    expect(oneAfterTheOther.cart?.receivedAt).toBeGreaterThanOrEqual(oneAfterTheOther.config?.answeredAt ?? Infinity);
  });

  test('[storefront] cookies without a backend session: GET config makes one, and the page asks no cart for it', async () => {
    const { app, backend } = await storefrontWithStub();

    const response = await app.inject({ url: ROUTES.services, cookies: { opf_consent_accepted: 'explicit' } });

    const [config] = backend.requestsTo(endpointRoutes.getConfig.path);
    expect(config?.headers.cookie).toBe('opf_consent_accepted=explicit');
    expect(backend.requestsTo(endpointRoutes.getCart.path)).toHaveLength(0);
    expect(response.headers['set-cookie']).toBe(config?.setCookie);
    expect(readPage(response.body).boot?.cart).toEqual([]);
  });

  test("[storefront] without a cookie, only GET config is asked, the cart is empty, and the backend's Set-Cookie reaches the browser intact", async () => {
    const { app, backend } = await storefrontWithStub();

    const response = await app.inject({ url: ROUTES.services });

    expect(backend.requestsTo(endpointRoutes.getCart.path)).toHaveLength(0);
    const [config] = backend.requestsTo(endpointRoutes.getConfig.path);
    expect(config?.headers.cookie).toBeUndefined();
    expect(config?.setCookie).toMatch(new RegExp(`^${SESSION_COOKIE}=[0-9a-f-]{36}; Path=/; HttpOnly; SameSite=Lax$`));
    expect(response.headers['set-cookie']).toBe(config?.setCookie);
    expect(readPage(response.body).boot).toEqual({ config: configExample(), cart: [] });
  });

  test('[storefront] what the boot data carries cannot end its script or the page: </script>, <!--, U+2028 stay inert, $& stays as it is', async () => {
    const { app, backend } = await storefrontWithStub();
    const hostile = '</script><script>alert(1)</script><!-- & $& $1 $` \u2028 \u2029';
    backend.behaviour.cart = [cartItemExample({ product_name: hostile })];

    const response = await app.inject({ url: ROUTES.services, cookies: { [SESSION_COOKIE]: 'known-buyer' } });

    const scriptEnds = (html: string) => html.match(/<\/script>/g)?.length ?? 0;
    expect(scriptEnds(response.body)).toBe(scriptEnds(INDEX_HTML) + 1);
    expect(response.body).not.toContain('<!--');
    expect(response.body).not.toMatch(/[\u2028\u2029]/);
    expect(readPage(response.body).boot?.cart[0]?.product_name).toBe(hostile);
  });

  test('[storefront] a page the client renders (no server entry) does not hold back its first paint', async () => {
    const { app } = await storefrontWithStub();

    const response = await app.inject({ url: ROUTES.services, cookies: { [SESSION_COOKIE]: 'known-buyer' } });

    expect(readPage(response.body).boot?.markup).toBeUndefined();
    expect(response.body).not.toContain('rel="expect"');
    expect(response.body).not.toContain(MARKUP_END_ID);
  });
});

describe("[storefront] the backend's hiccups never fail a page", SERVER_TEST, () => {
  test('[storefront] a backend slower than the page data budget: the page answers at once, with its portal and without boot data', async () => {
    const backend = await startStubBackend();
    const app = await startStorefront({ clientDir: await builtClient(), backendUrl: backend.url, pageDataBudgetMs: 50 });
    backend.behaviour.delayMs = 1_000;

    const started = performance.now();
    const response = await app.inject({
      url: ROUTES.services,
      headers: { host: PORTUGUESE_HOST },
      cookies: { [SESSION_COOKIE]: 'known-buyer' },
    });
    const elapsed = performance.now() - started;

    expect(response.statusCode).toBe(200);
    // Well before the backend's answer (a loose bound: the budget is 50 ms).
    expect(elapsed).toBeLessThan(backend.behaviour.delayMs);
    const { portal, boot } = readPage(response.body);
    expect(portal.store_id).toBe(16);
    expect(boot).toBeUndefined();
    expect(response.body).not.toContain('OPF_BOOT');
  });

  test.each(['error', 'garbage'] as const)(
    '[storefront] a backend answering %s: the page has its portal and no boot data',
    async (answer) => {
      const { app, backend } = await storefrontWithStub();
      backend.behaviour.answer = answer;

      const response = await app.inject({
        url: ROUTES.services,
        headers: { host: PORTUGUESE_HOST },
        cookies: { [SESSION_COOKIE]: 'known-buyer' },
      });

      expect(response.statusCode).toBe(200);
      const { portal, boot } = readPage(response.body);
      expect(portal.store_id).toBe(16);
      expect(boot).toBeUndefined();
    },
  );

  test('[storefront] a cart answer over 512 KiB is not read: the page has its portal and no boot data, the browser asks', async () => {
    const { app, backend } = await storefrontWithStub();
    const long = 'x'.repeat(2_000);
    backend.behaviour.cart = Array.from({ length: 300 }, (_, index) => cartItemExample({ id: String(9000 + index), product_name: long }));
    expect(JSON.stringify(backend.behaviour.cart).length).toBeGreaterThan(MAX_ANSWER_BYTES);

    const response = await app.inject({
      url: ROUTES.services,
      headers: { host: PORTUGUESE_HOST },
      cookies: { [SESSION_COOKIE]: 'known-buyer' },
    });

    expect(response.statusCode).toBe(200);
    expect(response.body.length).toBeLessThan(MAX_ANSWER_BYTES);
    const { portal, boot } = readPage(response.body);
    expect(portal.store_id).toBe(16);
    expect(boot).toBeUndefined();
  });

  test('[storefront] one visitor’s burst of pages: past 4 in preparation, its pages go without boot data, and another buyer’s page still has its own', async () => {
    const backend = await startStubBackend();
    // Visitors told apart by the backend's session cookie (without it named, by their cookies as sent).
    const app = await startStorefront({
      clientDir: await builtClient(),
      backendUrl: backend.url,
      pageDataBudgetMs: 10_000,
      sessionCookie: SESSION_COOKIE,
    });
    await catalogueWarmedUp(backend);
    // Long enough that every page of the burst arrives while the first four still wait, however busy the machine.
    backend.behaviour.delayMs = 1_500;
    const page = (session: string) =>
      app.inject({ url: ROUTES.services, headers: { host: PORTUGUESE_HOST }, cookies: { [SESSION_COOKIE]: session } });

    const newVisitor = () => app.inject({ url: ROUTES.services, headers: { host: PORTUGUESE_HOST } });
    const [burst, newVisitors] = await Promise.all([
      Promise.all([...Array.from({ length: PAGES_IN_FLIGHT_PER_VISITOR + 3 }, () => page('greedy')), page('other-buyer')]),
      // Requests without cookies are new visitors (an empty cart each), maybe many behind one address: not bounded.
      Promise.all(Array.from({ length: PAGES_IN_FLIGHT_PER_VISITOR + 1 }, newVisitor)),
    ]);
    expect(newVisitors.every((response) => readPage(response.body).boot !== undefined)).toBe(true);

    const withBoot = burst.map((response) => readPage(response.body).boot !== undefined);
    expect(withBoot.slice(0, -1).filter(Boolean)).toHaveLength(PAGES_IN_FLIGHT_PER_VISITOR);
    expect(withBoot.at(-1)).toBe(true);
    expect(burst.every((response) => response.statusCode === 200 && readPage(response.body).portal.store_id === 16)).toBe(true);
    // Once its pages are done, the visitor's next page has its boot data again.
    backend.behaviour.delayMs = 0;
    expect(readPage((await page('greedy')).body).boot).toBeDefined();
  });

  test('[storefront] a backend that is down: the page has its portal and no boot data, never a 5xx', async () => {
    const backend = await startStubBackend();
    await backend.close();
    const app = await startStorefront({ clientDir: await builtClient(), backendUrl: backend.url });

    const response = await app.inject({ url: ROUTES.services, headers: { host: PORTUGUESE_HOST } });

    expect(response.statusCode).toBe(200);
    const { portal, boot } = readPage(response.body);
    expect(portal.store_id).toBe(16);
    expect(boot).toBeUndefined();
    expect(response.headers['set-cookie']).toBeUndefined();
  });
});
