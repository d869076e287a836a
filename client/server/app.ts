import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import { BACKEND_PATH_PREFIXES, FAKE_BACKEND_PAGE_PREFIXES, FAKE_BACKEND_PATH_PREFIXES, pathOf } from '#contracts/api/paths.ts';
import type { ErrorResponse } from '#contracts/api/errors.ts';
import { type Portals, isOwnHost, portalForHost } from '#contracts/api/portals.ts';
import { isStoreId, storeLanguage } from '#contracts/constants/stores.ts';
import type { CspExtras } from '#contracts/constants/csp.ts';
import { BackendClient, type CatalogueSession } from './backend.ts';
import { forwardedHeaders, proxyBackend } from './backend-proxy.ts';
import { Catalogue, catalogueIdsFor } from './catalogue.ts';
import { compressAnswers } from './compression.ts';
import { servePages } from './pages.ts';
import { startRenderPool } from './render-pool.ts';
import { endConnectionsWhenClosing } from '#contracts/server/close-connections.ts';
import { sendSecurityHeaders } from '#contracts/server/security-headers.ts';
import { serveClientFiles } from './static-files.ts';

export interface StorefrontOptions {
  /** The Vite build (`npm run build`: dist/client), with its server entry in .ssr/. */
  clientDir: string;
  /** Where the backend answers (BACKEND_URL): every backend path goes there, and the pages' data comes from there. */
  backendUrl: string;
  /** The portals this deploy answers (PORTALS_FILE, contracts/src/api/portals.ts). */
  portals: Portals;
  /** `?store=<id>` picks the portal of that store, whatever the host (STORE_QUERY=1): a development convenience. */
  storeQuery?: boolean;
  /** The backend is the fake (npm start, e2e): its admin API, reference, demo host and version file go there too. */
  fakeBackend?: boolean;
  /** Sources a deploy adds to the Content-Security-Policy (CSP_SCRIPT_SRC, … : contracts/src/constants/csp.ts). */
  cspExtras?: CspExtras;
  logger?: FastifyServerOptions['logger'];
  /** The longest a page waits for the backend's GET config and GET cart, and for the catalogue (default 300 ms). */
  pageDataBudgetMs?: number;
  /** The longest a page waits for its render (default 1000 ms). */
  renderBudgetMs?: number;
  /** The render threads (default: one per core). */
  renderThreads?: number;
  /** How long a product's answer is fresh (default 5 minutes), and served stale while renewed (default 1 hour). */
  catalogueFreshMs?: number;
  catalogueStaleMs?: number;
  /** The longest a proxied call waits for the backend (default 30 s: uploads and the provider pages are slow). */
  proxyTimeoutMs?: number;
  /**
   * The backend's session cookie (SESSION_COOKIE; the fake's is opf_sid): a page of a buyer who has one asks GET config
   * and GET cart at once, instead of one after the other. The spec does not name it, so nothing else relies on it.
   */
  sessionCookie?: string;
  /** Trust X-Forwarded-* from the load balancer in front (TRUST_PROXY): Fastify's trustProxy. */
  trustProxy?: FastifyServerOptions['trustProxy'];
}

/** The longest the server waits for the backend's catalogue before it says it is ready all the same. */
const WARM_UP_LIMIT_MS = 15_000;

/** The answer to a path nothing here serves. */
function notFound(request: FastifyRequest): ErrorResponse {
  return { ok: false, statusCode: 404, error: 'Not Found', message: `Route ${request.method}:${pathOf(request.url)} not found` };
}

/**
 * The storefront's own server (decision 043): what a deploy runs in front of the real backend, and `npm start` in front
 * of the fake. It serves the client's build (precompressed, hashed assets immutable), the pages with their portal's
 * settings, the buyer's boot data and the app's markup, rendered on threads of their own; it proxies every backend
 * path to `backendUrl` on the same origin; and it answers a load balancer's health check. It keeps no state of its
 * own but a catalogue cache: any number of instances can serve the same portals.
 */
export async function buildStorefront(options: StorefrontOptions): Promise<FastifyInstance> {
  const {
    clientDir,
    backendUrl,
    portals,
    storeQuery = false,
    fakeBackend = false,
    cspExtras = {},
    logger = false,
    pageDataBudgetMs = 300,
    renderBudgetMs = 1000,
    renderThreads,
    catalogueFreshMs = 5 * 60_000,
    catalogueStaleMs = 60 * 60_000,
    proxyTimeoutMs = 30_000,
    trustProxy = false,
    sessionCookie,
  } = options;
  const app = Fastify({ logger, trustProxy, return503OnClosing: true });
  // A deploy's drain (app.close(), cli.ts) waits for no kept-alive connection.
  const draining = endConnectionsWhenClosing(app);
  const backend = new BackendClient(backendUrl);
  const sessions = new Map<string, CatalogueSession>();
  const catalogue = new Catalogue({
    fetchProduct: (productId, storeId) => {
      const key = String(storeId);
      const session = sessions.get(key) ?? { cookie: undefined };
      sessions.set(key, session);
      return backend.product(productId, storeId, session, AbortSignal.timeout(proxyTimeoutMs));
    },
    freshMs: catalogueFreshMs,
    staleMs: catalogueStaleMs,
    onError: (error, productId) => app.log.warn({ err: { message: String(error) } }, `the catalogue could not renew product ${productId}`),
  });
  const renderer = await startRenderPool(clientDir, renderThreads);
  app.addHook('onClose', async () => renderer?.close());

  const portalOfStore = (storeId: number) => portals.portals.find((portal) => portal.store_id === storeId);
  // In production the host name says which portal, and so which store, a page is for. With `storeQuery` (development,
  // in front of the fake) `?store=` picks it, and without one the store the backend has for this visitor stays.
  const storeAsked = (request: FastifyRequest): number | undefined => {
    const byHost = portalForHost(portals, request.host);
    if (!storeQuery) return byHost.store_id;
    const asked = Number((request.query as { store?: unknown }).store);
    if (isStoreId(asked) && portalOfStore(asked) !== undefined) return asked;
    // Without ?store=, a portal's own host name (store17.localhost) says the store as in production; a shared name
    // (localhost, 127.0.0.1) leaves it to the store the backend has for the visitor.
    return isOwnHost(byHost, request.host) ? byHost.store_id : undefined;
  };
  const portalOf = (request: FastifyRequest, answeredStoreId: number | undefined) => {
    const byStore = storeQuery ? portalOfStore(storeAsked(request) ?? answeredStoreId ?? Number.NaN) : undefined;
    const portal = byStore ?? portalForHost(portals, request.host);
    return { storeId: portal.store_id, settings: portal.settings };
  };

  // Ready once the catalogue is in (or the backend kept failing for WARM_UP_LIMIT_MS): a load balancer sends buyers then.
  let warm = false;
  app.get('/healthz', { logLevel: 'silent' }, (_request, reply) =>
    reply
      .code(warm ? 200 : 503)
      .header('cache-control', 'no-store')
      .send(
        warm
          ? { ok: true }
          : { ok: false, statusCode: 503, error: 'Service Unavailable', message: 'warming up: the catalogue is being read' },
      ),
  );

  // The backend's paths, in a context of their own: the backend's answers come back with the backend's headers.
  await app.register(async (proxied) => {
    await proxyBackend(proxied, {
      backendUrl,
      prefixes: fakeBackend
        ? [...BACKEND_PATH_PREFIXES, ...FAKE_BACKEND_PATH_PREFIXES, ...FAKE_BACKEND_PAGE_PREFIXES]
        : BACKEND_PATH_PREFIXES,
      timeoutMs: proxyTimeoutMs,
    });
  });

  // The storefront's own answers: the build's files (sent precompressed), then compression for the pages written per
  // response, with the security headers on all of them.
  await app.register(async (site) => {
    await sendSecurityHeaders(site, cspExtras);
    await serveClientFiles(site, clientDir, { versionFromBackend: fakeBackend });
    await site.register(cookie);
    await site.register(async (pages) => {
      await compressAnswers(pages);
      await servePages(pages, clientDir, {
        storeAsked,
        portalOf,
        // The backend's session when the deploy names its cookie, else the cookies as sent: a request without any makes
        // a new session, whose cart is empty, and an address may be a whole office's or a mobile carrier's.
        visitorKey: (request) => {
          const session = sessionCookie === undefined ? undefined : request.cookies[sessionCookie];
          if (session !== undefined && session !== '') return `session ${session}`;
          const { cookie } = request.headers;
          return cookie === undefined || cookie === '' ? undefined : `cookies ${cookie}`;
        },
        visitor: async (request, storeId) => {
          const signal = AbortSignal.timeout(pageDataBudgetMs);
          const fetchSite = request.headers['sec-fetch-site'];
          try {
            return await backend.visitor(
              {
                cookie: request.headers.cookie,
                forwarded: forwardedHeaders(request),
                fetchSite: typeof fetchSite === 'string' ? fetchSite : undefined,
              },
              storeId,
              signal,
              sessionCookie,
            );
          } catch (error) {
            request.log.warn({ err: { message: String(error) } }, 'the page goes without boot data: the backend did not answer in time');
            return null;
          }
        },
        catalogue: async (pathname, storeId) => {
          let timer: NodeJS.Timeout | undefined;
          const late = new Promise<null>((resolve) => {
            timer = setTimeout(() => resolve(null), pageDataBudgetMs);
          });
          try {
            return await Promise.race([catalogue.texts(catalogueIdsFor(pathname), storeId), late]);
          } catch {
            return null;
          } finally {
            clearTimeout(timer);
          }
        },
        renderer,
        renderBudgetMs,
      });
    });
  });
  app.setNotFoundHandler((request, reply) => reply.code(404).send(notFound(request)));

  await app.ready();
  // The catalogue in each portal's language, asked now rather than on the first buyer's page, again until the backend
  // answers (it may start after this server).
  const warmUp = async () => {
    const deadline = Date.now() + WARM_UP_LIMIT_MS;
    for (;;) {
      const languages = [...new Map(portals.portals.map((portal) => [storeLanguage(portal.store_id), portal.store_id])).values()];
      const done = await Promise.all(languages.map((storeId) => catalogue.products(catalogueIdsFor('/'), storeId))).then(
        () => true,
        () => false,
      );
      if (done || Date.now() > deadline || draining()) break;
      await new Promise((resume) => setTimeout(resume, 250));
    }
    warm = true;
  };
  void warmUp();
  return app;
}
