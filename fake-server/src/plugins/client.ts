import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { BOOT_DATA_GLOBAL, type BootData, type RenderedPage, type ServerEntry } from '#contracts/api/boot-data.ts';
import { VERSION_FILE } from '#contracts/api/endpoint-routes.ts';
import type { Product } from '#contracts/api/product.ts';
import { type Language, storeLanguage } from '#contracts/constants/stores.ts';
import { errorResponse } from '../errors.ts';
import type { Fixtures } from '../fixtures.ts';
import { escapeHtml } from '../payments/provider-page.ts';
import { isApiPath, pathOf } from '../paths.ts';
import { sharedPlugin } from '../plugin.ts';
import { localiseProduct } from '../products/localise-product.ts';
import { scriptJson } from '../script-json.ts';
import { visitorConfig } from '../state/visitor-config.ts';

const NOT_BUILT_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Storefront not built</title></head>
<body><h1>The storefront client is not built</h1>
<p>Run <code>npm run build</code> and restart this server, or run <code>npm start</code>, which builds first.</p>
</body></html>
`;

async function readIfPresent(file: string): Promise<Buffer | null> {
  try {
    return await readFile(file);
  } catch {
    return null;
  }
}

/** The loader a host page includes to embed the app (docs/decisions/017): its name never changes. */
export const EMBED_LOADER = 'embed.js';

/** The build's precompressed copies of its text files (scripts/lib/precompress.ts). */
const PRECOMPRESSED_SUFFIX = /\.(br|gz)$/;

/**
 * Vite puts a content hash in every file name under assets/, so those never change; anything else may.
 * What a host page on another site loads (the loader and assets/) may be loaded cross-origin; the rest keeps
 * helmet's same-origin resource policy.
 */
function cacheHeadersFor(clientDir: string) {
  return (reply: FastifyReply, file: string): void => {
    // The file sent may be the precompressed copy (embed.js.br): its headers are those of the file it copies.
    const path = relative(clientDir, file).replace(PRECOMPRESSED_SUFFIX, '');
    const isHashedAsset = path.startsWith(`assets${sep}`);
    reply.header('cache-control', isHashedAsset ? 'public, max-age=31536000, immutable' : 'no-cache');
    if (isHashedAsset || path === EMBED_LOADER) reply.header('cross-origin-resource-policy', 'cross-origin');
  };
}

/**
 * index.html with this response's nonces. On its script tags: the policy does not need it for the app's own
 * files (they are 'self'), but the client reads it there to run the inline scripts it is given (the host's
 * conversion scripts, client/src/features/payment/lib/csp-nonce.ts). The style nonce on its <style> elements (the first screen's CSS,
 * inlined by the build, scripts/lib/inline-css.ts) and in `<meta name="csp-nonce">`, where React Aria reads it for
 * the small <style> elements it adds (pressable elements' touch-action, scroll locking).
 */
export function withNonce(html: string, nonces: { script: string; style: string }): string {
  return html
    .replace(/<\/head>/, `  <meta name="csp-nonce" content="${nonces.style}" />\n  </head>`)
    .replace(/<script\b/g, `<script nonce="${nonces.script}"`)
    .replace(/<style\b/g, `<style nonce="${nonces.style}"`);
}

/** The element index.html renders the app into (client/index.html). */
const ROOT_ELEMENT = '<div id="root"></div>';

/** The client build's server entry (scripts/lib/server-entry.ts), relative to the build folder. */
export const SERVER_ENTRY = join('.ssr', 'entry-server.js');

/**
 * The client's server entry of this build (decision 035), or null when the build has none (a build of before, a test's
 * stand-in) or it cannot load: then pages carry the boot data only, and the client renders them.
 */
async function loadServerEntry(clientDir: string, warn: (message: string) => void): Promise<ServerEntry | null> {
  const file = join(clientDir, SERVER_ENTRY);
  if (!existsSync(file)) return null;
  // React's production build: the server entry renders what the buyer's production client hydrates.
  process.env['NODE_ENV'] ??= 'production';
  try {
    const entry = (await import(pathToFileURL(file).href)) as Partial<ServerEntry>;
    if (typeof entry.renderPage === 'function') return { renderPage: entry.renderPage };
    warn(`${file} exports no renderPage: pages are rendered by the client`);
  } catch (error) {
    warn(`${file} could not load (${error instanceof Error ? error.message : String(error)}): pages are rendered by the client`);
  }
  return null;
}

/** The catalogue as GET product answers it, per language: localised once, read by every page's render. */
function catalogueOf(fixtures: Fixtures): (language: Language, productId: string) => Product | null {
  const localised = new Map<string, Product | null>();
  return (language, productId) => {
    const key = `${language}:${productId}`;
    if (!localised.has(key)) {
      const fixture = fixtures.products.get(productId);
      localised.set(key, fixture === undefined ? null : localiseProduct(fixture, language));
    }
    return localised.get(key) ?? null;
  };
}

/** index.html's `<html lang>` (and the store's theme class) and `<title>` as the app sets them for this page. */
export function withHead(html: string, { lang, htmlClass, title }: Pick<RenderedPage, 'lang' | 'htmlClass' | 'title'>): string {
  return html
    .replace(/<html\b[^>]*>/, () => `<html lang="${escapeHtml(lang)}" class="${escapeHtml(htmlClass)}">`)
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(title)}</title>`);
}

/** The element right after the server's markup, which the page's first rendering waits for (pageWithBootData). */
export const MARKUP_END_ID = 'opf-markup-end';

/**
 * index.html for one response (withNonce's), with the visitor's boot data (decision 035): GET config's and GET cart's
 * answers as `window.OPF_BOOT`, in an inline script with the response's script nonce, right after the app's element,
 * so the client starts from them instead of asking. The element gets `markup`, the app's server-rendered HTML, when
 * there is some. A function replaces, not a replacement string: `$&` in the data must stay as it is.
 *
 * A page with markup is not rendered before all of it is parsed (`<link rel="expect" blocking="render">` on an empty
 * element after it): on a busy phone the browser may paint a document it has parsed only partly, and the consent
 * banner or the footer, at its end, then arrive a frame later and move what was painted (a layout shift seen once in
 * a few hundred e2e runs under load, reproduced with a slowed CPU). Browsers without it paint as before.
 */
export function pageWithBootData(html: string, nonces: { script: string; style: string }, boot: BootData, markup = ''): string {
  const page = withNonce(html, nonces);
  const bootScript = `<script nonce="${nonces.script}">window.${BOOT_DATA_GLOBAL} = ${scriptJson(boot)};</script>`;
  if (!page.includes(ROOT_ELEMENT)) return page.replace(/<\/body>|$/, (end) => `${bootScript}\n${end}`);
  if (markup === '') return page.replace(ROOT_ELEMENT, () => `<div id="root"></div>\n    ${bootScript}`);
  return page
    .replace('</title>', () => `</title>\n    <link rel="expect" href="#${MARKUP_END_ID}" blocking="render">`)
    .replace(ROOT_ELEMENT, () => `<div id="root">${markup}</div>\n    ${bootScript}\n    <template id="${MARKUP_END_ID}"></template>`);
}

/**
 * Serves the Vite build's files as they were at startup (`wildcard: false`, so any other path reaches the
 * not-found handler of clientPagesPlugin), each by Accept-Encoding from its precompressed copy when there is one.
 */
export const clientFilesPlugin = sharedPlugin<{ clientDir: string }>(async (app, { clientDir }) => {
  if (!existsSync(join(clientDir, 'index.html'))) return;
  await app.register(fastifyStatic, {
    root: clientDir,
    wildcard: false,
    // index.html is written per response (its nonce), by clientPagesPlugin.
    index: false,
    cacheControl: false,
    setHeaders: cacheHeadersFor(clientDir),
    // The build's .br and .gz copies are sent for their file by Accept-Encoding, with Vary: Accept-Encoding,
    // as a CDN would; they are no paths of their own. The version file is answered per visitor by the
    // getVersion route (routes/rest/get-version.ts).
    preCompressed: true,
    globIgnore: ['index.html', VERSION_FILE, '**/*.br', '**/*.gz'],
  });
});

/**
 * index.html for every other GET that is not an API path, so a reload of a client route such as
 * /nota-simple/step1?store=9 works, with the visitor's boot data (pageWithBootData). It is a route (the build's files, more specific, win over it) rather than the
 * not-found handler so the compression plugin, registered before this one, compresses it per response: its
 * nonces make each one different. Unknown API paths, missing assets and other methods answer a 404 ErrorResponse.
 */
export const clientPagesPlugin = sharedPlugin<{ clientDir: string }>(async (app, { clientDir }) => {
  const indexHtml = (await readIfPresent(join(clientDir, 'index.html')))?.toString('utf8') ?? null;
  const serverEntry = indexHtml === null ? null : await loadServerEntry(clientDir, (message) => app.log.warn(message));
  const catalogue = catalogueOf(app.fixtures);

  /** The page for this request: the app's markup where it has some, and always the visitor's boot data. */
  async function pageFor(request: FastifyRequest, reply: FastifyReply, html: string): Promise<string> {
    const { visitor } = request;
    const config = visitorConfig(visitor, app.fixtures.stores[visitor.storeId]);
    const boot: BootData = { config, cart: visitor.cart };
    if (serverEntry === null) return pageWithBootData(html, reply.cspNonce, boot);
    const language = storeLanguage(config.store_id);
    try {
      const page = await serverEntry.renderPage({
        url: request.url,
        config,
        cart: visitor.cart,
        product: (productId) => catalogue(language, productId),
        cookie: (name) => request.cookies[name] ?? null,
      });
      return pageWithBootData(withHead(html, page), reply.cspNonce, page.boot, page.markup ?? '');
    } catch (error) {
      request.log.warn({ err: error }, `the server entry could not render ${pathOf(request.url)}: the client renders it`);
      return pageWithBootData(html, reply.cspNonce, boot);
    }
  }

  app.setNotFoundHandler((request, reply) =>
    reply.code(404).send(errorResponse(404, `Route ${request.method}:${pathOf(request.url)} not found`)),
  );
  app.get('/*', async (request, reply) => {
    const path = pathOf(request.url);
    if (isApiPath(path) || path.startsWith('/assets/')) return reply.callNotFound();
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache');
    if (indexHtml === null) return reply.code(503).send(NOT_BUILT_PAGE);
    return reply.send(await pageFor(request, reply, indexHtml));
  });
});
