import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { BootData, RenderedPage } from '#contracts/api/boot-data.ts';
import type { Config } from '#contracts/api/config.ts';
import { pathOf } from '#contracts/api/paths.ts';
import { scriptJson } from '#contracts/constants/script-json.ts';
import type { VisitorAnswers } from './backend.ts';
import { type Nonces, pageWithBootData, withHead } from './page-html.ts';
import type { PageRenderer } from './render-pool.ts';

const NOT_BUILT_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Storefront not built</title></head>
<body><h1>The storefront client is not built</h1>
<p>Run <code>npm run build</code> and restart this server, or run <code>npm start</code>, which builds first.</p>
</body></html>
`;

async function readIfPresent(file: string): Promise<string | null> {
  try {
    return await readFile(file, 'utf8');
  } catch {
    return null;
  }
}

/** The names of files a browser or a crawler asks for by themselves; none is ever a page of the app. */
const STATIC_FILE = /\.(?:ico|png|jpe?g|gif|svg|webp|avif|txt|xml|js|mjs|css|map|json|woff2?|webmanifest)$/i;

/**
 * The pages of one visitor prepared at once (asking the backend, rendering), past which the next goes with the portal's
 * settings only and the browser asks the rest itself: no one visitor's burst of pages can fill the render threads and
 * the main thread every other buyer shares.
 */
export const PAGES_IN_FLIGHT_PER_VISITOR = 4;

/** What a page needs from the backend, each within the page's time budget (app.ts). */
export interface PageSources {
  /** Who the page is for, to bound the pages prepared for one visitor at once; undefined: a new visitor, not bounded. */
  visitorKey: (request: FastifyRequest) => string | undefined;
  /** The store this request asks the backend for (`?store=`), if any: the host's portal, or the address's in development. */
  storeAsked: (request: FastifyRequest) => number | undefined;
  /** The portal the page is for, once the backend said which store the buyer is on (undefined: it did not say). */
  portalOf: (request: FastifyRequest, answeredStoreId: number | undefined) => { storeId: number; settings: Partial<Config> };
  /** GET config and GET cart for this buyer, or null when the backend did not answer in time or answered wrong. */
  visitor: (request: FastifyRequest, storeAsked: number | undefined) => Promise<VisitorAnswers | null>;
  /** The catalogue a render of this address may read, in the store's language (JSON texts); null when it did not come in time. */
  catalogue: (pathname: string, storeId: number) => Promise<string[] | null>;
  /** The render threads, or null: the client renders every page. */
  renderer: PageRenderer | null;
  /** The longest a render may take before the page goes without markup. */
  renderBudgetMs: number;
}

/** A promise that gives up (null) after `ms`, leaving the work to finish on its own. */
function within<T>(work: Promise<T>, ms: number): Promise<T | null> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(null), ms);
    work.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      () => {
        clearTimeout(timer);
        resolve(null);
      },
    );
  });
}

/**
 * index.html for every GET of a page (any path that is not a file of the build or a backend path), so a reload of a
 * client route such as /nota-simple/step1 works. Each page carries its portal's settings; with the backend's answers
 * for this buyer in time, also the boot data (decision 035) and, where the app renders the address on the server, its
 * markup. When the backend is slow or fails, the page still goes at once, without boot data: the client asks as it
 * always could. A backend's hiccup never makes a page fail.
 */
export async function servePages(app: FastifyInstance, clientDir: string, sources: PageSources): Promise<void> {
  const indexHtml = await readIfPresent(join(clientDir, 'index.html'));
  const inFlight = new Map<string, number>();

  /** The page with the visitor's data, or with the portal's settings only while that visitor has too many in preparation. */
  async function boundedPageFor(request: FastifyRequest, nonces: Nonces, html: string, reply: FastifyReply): Promise<string> {
    const key = sources.visitorKey(request);
    if (key === undefined) return pageFor(request, nonces, html, reply);
    const busy = inFlight.get(key) ?? 0;
    if (busy >= PAGES_IN_FLIGHT_PER_VISITOR) {
      request.log.warn(`a visitor has ${busy} pages in preparation: this one goes without boot data, the client asks`);
      const { storeId, settings } = sources.portalOf(request, undefined);
      return pageWithBootData(html, nonces, { portal: { ...settings, store_id: storeId }, boot: null });
    }
    inFlight.set(key, busy + 1);
    try {
      return await pageFor(request, nonces, html, reply);
    } finally {
      const left = (inFlight.get(key) ?? 1) - 1;
      if (left > 0) inFlight.set(key, left);
      else inFlight.delete(key);
    }
  }

  async function pageFor(request: FastifyRequest, nonces: Nonces, html: string, reply: FastifyReply): Promise<string> {
    const visitor = await sources.visitor(request, sources.storeAsked(request));
    const { storeId, settings } = sources.portalOf(request, visitor?.config.store_id);
    const portal: Partial<Config> = { ...settings, store_id: storeId };
    if (visitor === null) return pageWithBootData(html, nonces, { portal, boot: null });
    for (const cookie of visitor.setCookies) void reply.header('set-cookie', cookie);
    const boot = scriptJson({ config: visitor.config, cart: visitor.cart } satisfies BootData);
    if (sources.renderer === null) return pageWithBootData(html, nonces, { portal, boot });
    const path = pathOf(request.url);
    const products = await sources.catalogue(path, storeId);
    if (products === null) return pageWithBootData(html, nonces, { portal, boot });
    const rendering = sources.renderer.render({
      url: request.url,
      config: visitor.config,
      cart: visitor.cart,
      portal,
      products,
      cookies: Object.fromEntries(Object.entries(request.cookies).filter((entry): entry is [string, string] => entry[1] !== undefined)),
      deadline: Date.now() + sources.renderBudgetMs,
    });
    const rendered: RenderedPage | null | 'failed' = await within(
      rendering.catch((error: unknown) => {
        request.log.error({ err: { message: String(error) } }, `the server entry failed to render ${path}: the client renders it`);
        return 'failed' as const;
      }),
      sources.renderBudgetMs,
    );
    if (rendered === 'failed') return pageWithBootData(html, nonces, { portal, boot });
    if (rendered === null) {
      request.log.warn(`the server entry did not render ${path} in time: the client renders it`);
      return pageWithBootData(html, nonces, { portal, boot });
    }
    return pageWithBootData(withHead(html, rendered), nonces, { portal, boot: rendered.bootJson, markup: rendered.markup ?? '' });
  }

  app.get('/*', async (request, reply) => {
    // A missing asset, or a file a browser or a crawler asks for by itself, is a 404 JSON answer, before this route makes
    // the answer a page (its type and caching) or asks the backend anything. The build has no icon: a browser's own
    // /favicon.ico gets No Content, not an error it would print on the console of every page.
    const path = pathOf(request.url);
    if (path === '/favicon.ico') return reply.code(204).header('cache-control', 'public, max-age=86400').send();
    if (path.startsWith('/assets/') || STATIC_FILE.test(path)) return reply.callNotFound();
    // Personal (the buyer's cart and formkey): never kept by a shared cache, asked again by the browser each time.
    void reply.type('text/html; charset=utf-8').header('cache-control', 'private, no-cache');
    if (indexHtml === null) return reply.code(503).send(NOT_BUILT_PAGE);
    return reply.send(await boundedPageFor(request, reply.cspNonce, indexHtml, reply));
  });
}
