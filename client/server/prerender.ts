import { cp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { join, resolve } from 'node:path';
import type { BootData } from '#contracts/api/boot-data.ts';
import type { Config } from '#contracts/api/config.ts';
import type { Portal, Portals } from '#contracts/api/portals.ts';
import type { Product } from '#contracts/api/product.ts';
import { ROUTES } from '#contracts/constants/client-routes.ts';
import type { CspExtras } from '#contracts/constants/csp.ts';
import { SPEC_PRODUCT_IDS } from '#contracts/constants/product-ids.ts';
import { isPortugueseStore, isSpanishRegistryStore } from '#contracts/constants/stores.ts';
import { stepsOf } from '#contracts/rules/generic-product-rules.ts';
import { isSoldOnStore } from '#contracts/rules/product-availability.ts';
import { BackendClient, type CatalogueSession } from './backend.ts';
import { Catalogue, catalogueIdsFor } from './catalogue.ts';
import { pageWithBootData, withHead } from './page-html.ts';
import { scriptJson } from '#contracts/constants/script-json.ts';
import { SERVER_ENTRY, startRenderPool } from './render-pool.ts';
import { nginxConfig, staticSitePolicy } from './static-host.ts';

export interface PrerenderOptions {
  /** The Vite build (`npm run build`: dist/client), with its server entry in .ssr/. */
  clientDir: string;
  /** The backend the pages' public data comes from, and where nginx.conf proxies the backend's paths. */
  backendUrl: string;
  /** The portals to prerender (contracts/src/api/portals.ts). */
  portals: Portals;
  /** Where the site is written: `<store>/<path>/index.html`, the build's files, csp.txt and nginx.conf. */
  outDir: string;
  /** nginx.conf's `listen` (default 80) and `root` (default: outDir, absolute). */
  nginx?: { listen?: string | number; root?: string };
  /** The backend is the fake: nginx.conf proxies its own paths too (its admin API, stand-in scripts, version file). */
  fakeBackend?: boolean;
  /** Sources the deploy adds to the policy (CSP_SCRIPT_SRC, … : contracts/src/constants/csp.ts). */
  cspExtras?: CspExtras;
  /** The render threads (default: up to 4, one per core). */
  renderThreads?: number;
  /** The longest one backend call may take (default 30 s). */
  backendTimeoutMs?: number;
}

export interface PrerenderResult {
  /** The pages with server markup written (the portals' index.html not counted). */
  pages: number;
  /** Each written page, relative to outDir. */
  files: string[];
}

/**
 * The public configuration of a portal: GET config as the backend answers a visitor without a cookie, with what belongs
 * to a session left out (decision 035), so nothing of one buyer's session can reach a file served to everyone.
 */
export function publicConfig(config: Config): Config {
  return {
    ...config,
    formkey: '',
    loggedIn: false,
    customerEmail: '',
    municipio: null,
    lastOrderId: null,
    lastItemIds: [],
    lastOrderProducts: [],
    lastOrderPrice: 0,
    lastOrderSuccess: null,
  };
}

/**
 * The addresses of a store whose first screen the server entry may render (client/src/app/server-markup.ts, decision
 * 035): the chooser, the Spanish flows' first steps on the Spanish registry stores, the Portuguese ones on the
 * Portuguese stores, and the first step of each product of the spec's catalogue the store sells that asks something
 * there. The render decides in the end: an address it gives no markup is not written.
 */
export function landingPaths(storeId: number, products: readonly Product[]): string[] {
  return [
    ROUTES.services,
    ...(isSpanishRegistryStore(storeId) ? [ROUTES.simpleNote.start, ROUTES.propertiesQuery.start] : []),
    ...(isPortugueseStore(storeId) ? [ROUTES.certificate.start, ROUTES.report.start] : []),
    ...products
      .filter((product) => SPEC_PRODUCT_IDS.includes(product.product_id) && isSoldOnStore(product, storeId) && stepsOf(product).includes(1))
      .map((product) => ROUTES.product.start(product.product_id)),
  ];
}

/** The file of an address: `<store>/<path>/index.html`. */
const pageFile = (storeId: number, path: string) => join(String(storeId), ...path.split('/').filter(Boolean), 'index.html');

/**
 * The prerender for static hosts (decision 035): each landing page of each portal rendered once with the build's server
 * entry from the portal's public data (GET config asked without a cookie, less its session's values; an empty cart;
 * the catalogue from GET product), into `<outDir>/<store>/<path>/index.html`, with the boot data marked `visitor:
 * false` as a JSON element; the portal's `index.html` for every other address, with its settings only; the build's
 * files beside them; `csp.txt`, the policy the pages must be sent with; and `nginx.conf`, which serves all of it.
 */
export async function prerenderSite(options: PrerenderOptions): Promise<PrerenderResult> {
  const { clientDir, backendUrl, portals, fakeBackend = false, cspExtras = {}, backendTimeoutMs = 30_000 } = options;
  const outDir = resolve(options.outDir);
  // The static site keeps each portal's pages in a folder named by its store: two portals of one store would share it.
  const stores = portals.portals.map((portal) => portal.store_id);
  const twice = stores.find((storeId, index) => stores.indexOf(storeId) !== index);
  if (twice !== undefined) throw new Error(`two portals have store ${twice}: a static host keeps one portal per store`);
  const indexHtml = await readFile(join(clientDir, 'index.html'), 'utf8').catch(() => {
    throw new Error(`${clientDir} holds no index.html: build the client first (npm run build)`);
  });
  const renderer = await startRenderPool(clientDir, options.renderThreads ?? Math.min(4, availableParallelism()));
  if (renderer === null) throw new Error(`${join(clientDir, SERVER_ENTRY)} is missing: the build has no server entry`);
  try {
    await mkdir(outDir, { recursive: true });
    // The build's files beside the pages: its index.html is the pages' template, its server entry never served.
    await cp(clientDir, outDir, {
      recursive: true,
      filter: (source) => {
        const path = resolve(source);
        return path !== join(resolve(clientDir), 'index.html') && path !== join(resolve(clientDir), '.ssr');
      },
    });
    const backend = new BackendClient(backendUrl);
    const signal = () => AbortSignal.timeout(backendTimeoutMs);
    const sessions = new Map<number, CatalogueSession>();
    const catalogue = new Catalogue({
      fetchProduct: (productId, storeId) => {
        const session = sessions.get(storeId) ?? { cookie: undefined };
        sessions.set(storeId, session);
        return backend.product(productId, storeId, session, signal());
      },
      freshMs: Number.POSITIVE_INFINITY,
      staleMs: Number.POSITIVE_INFINITY,
    });

    const files: string[] = [];
    const written: string[] = [];
    const write = async (file: string, html: string) => {
      await mkdir(join(outDir, file, '..'), { recursive: true });
      await writeFile(join(outDir, file), html);
      written.push(html);
    };
    const renderPortal = async (portal: Portal) => {
      const storeId = portal.store_id;
      await rm(join(outDir, String(storeId)), { recursive: true, force: true });
      const settings: Partial<Config> = { ...portal.settings, store_id: storeId };
      // As a first visitor of this portal: no cookie, the portal's host name. Its session is dropped: the cart is empty.
      const answered = await backend.visitor(
        { cookie: undefined, forwarded: { 'x-forwarded-host': portal.hosts[0] ?? '', 'x-forwarded-proto': 'https' }, fetchSite: undefined },
        storeId,
        signal(),
      );
      const config = publicConfig(answered.config);
      const products = await catalogue.products(catalogueIdsFor(ROUTES.services), storeId);
      const texts = await catalogue.texts(catalogueIdsFor(ROUTES.services), storeId);
      await write(pageFile(storeId, ROUTES.root), pageWithBootData(indexHtml, null, { portal: settings, boot: null }));
      for (const path of landingPaths(storeId, products)) {
        const rendered = await renderer.render({ url: path, config, cart: [], portal: settings, products: texts, cookies: {} });
        if (rendered.markup === null) continue;
        const boot = scriptJson({ ...(JSON.parse(rendered.bootJson) as BootData), config, cart: [], visitor: false } satisfies BootData);
        const file = pageFile(storeId, path);
        await write(file, pageWithBootData(withHead(indexHtml, rendered), null, { portal: settings, boot, markup: rendered.markup }));
        files.push(file);
      }
    };
    await Promise.all(portals.portals.map(renderPortal));

    const policy = staticSitePolicy(written, cspExtras);
    await writeFile(join(outDir, 'csp.txt'), `${policy}\n`);
    await writeFile(
      join(outDir, 'nginx.conf'),
      nginxConfig({
        portals,
        backendUrl,
        root: options.nginx?.root ?? outDir,
        listen: options.nginx?.listen ?? 80,
        contentSecurityPolicy: policy,
        fakeBackend,
      }),
    );
    return { pages: files.length, files: files.sort() };
  } finally {
    await renderer.close();
  }
}
