import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { type StaticHandlerContext, StaticRouterProvider, createStaticHandler, createStaticRouter, matchRoutes } from 'react-router';
import type { BootData, PageRenderRequest, RenderedPage, ServerEntry } from '#contracts/api/boot-data.ts';
import type { Product } from '#contracts/api/product.ts';
import { scriptJson, scriptSafe } from '#contracts/constants/script-json.ts';
import { storeLanguage } from '#contracts/constants/stores.ts';
import { ROUTES } from '#contracts/constants/client-routes.ts';
import { PRODUCT_IDS } from '#contracts/constants/product-ids.ts';
import { prefetchMatches } from './lib/route-prefetch.ts';
import { clearResources, provideResources } from './stores/use-resource.ts';
import { pageTitle } from './app/layout/use-page-title.ts';
import { routes } from './app/router.tsx';
import type { RouteHandle } from './app/routes/route-handle.ts';
import { hasServerMarkup, productPageHead, provideCatalogue } from './app/server-markup.ts';
import { translator } from './i18n/define-messages.ts';
import { messages } from './i18n/messages.ts';
import { wizardText } from './wizard/messages.ts';
import { readStoredConsent } from './lib/consent.ts';
import { resetBootState, setBooted } from './stores/boot-store.ts';
import { resetCartState, setCartItems } from './stores/cart-store.ts';
import { applyServerConfig, resetConfigState, setHostConfig } from './stores/config-store.ts';
import { presetConsent } from './stores/consent-store.ts';
import { themeForStore } from './ui/theme/theme-for-store.ts';

/**
 * The client's server entry (decision 035), built by Vite as an SSR bundle into the client build's .ssr/ folder
 * (scripts/lib/server-entry.ts) and run by the storefront server's render threads (client/server/render-pool.ts) for
 * every page it sends: its default export is the thread's task. It renders the app as the browser's first render will:
 * from the same stores, filled from the same boot data, so the client hydrates this markup instead of replacing it.
 * The stores are the app's module-level state, so a thread renders one page at a time; the pool has a thread per core.
 */

const handler = createStaticHandler(routes);

/**
 * React Router's answer for an address (its matches) and the static router made from it, kept per address (path and
 * query): the routes have no loaders, so an address always gets the same ones, while matching flattens and ranks the
 * whole route table again on each call and the static router copies it, about a fifth of each render. Cleared when
 * full, so addresses made up by the thousand cannot grow it.
 */
const ROUTED_ADDRESSES = 200;
interface Routed {
  context: StaticHandlerContext;
  router: ReturnType<typeof createStaticRouter>;
}
const routed = new Map<string, Routed>();

async function routedAddress(address: URL): Promise<Routed | null> {
  const key = `${address.pathname}${address.search}`;
  const known = routed.get(key);
  if (known !== undefined) return known;
  const context = await handler.query(new Request(address));
  if (context instanceof Response) return null;
  const entry = { context, router: createStaticRouter(handler.dataRoutes, context) };
  if (routed.size >= ROUTED_ADDRESSES) routed.clear();
  routed.set(key, entry);
  return entry;
}
/** The longest a page's render may take (its lazy screens' code included) before the page is sent without markup. */
const RENDER_TIMEOUT_MS = 5000;
let queue: Promise<unknown> = Promise.resolve();

export const renderPage: ServerEntry['renderPage'] = (request) => {
  const page = queue.then(() => renderOne(request));
  queue = page.catch(() => undefined);
  return page;
};

/** The addresses whose screens the server renders (app/server-markup.ts): their code, loaded before the first buyer's page. */
const LANDING_PATHS = [
  ROUTES.services,
  ROUTES.simpleNote.start,
  ROUTES.propertiesQuery.start,
  ROUTES.certificate.start,
  ROUTES.report.start,
];

/** Loads the landing screens' code, so a render thread's first page renders as fast as the next (render-pool.ts). */
export async function warmUp(): Promise<void> {
  const paths = [...LANDING_PATHS, ROUTES.product.start(PRODUCT_IDS.deedCopy)];
  await Promise.all(paths.map((path) => prefetchMatches((matchRoutes(routes, path) ?? []).map((match) => match.route))));
}

/** The most product texts a thread keeps parsed: a few languages' catalogues and the products buyers' addresses name. */
const MAX_PARSED = 2000;

/** A product of the catalogue as a thread keeps it: parsed and frozen, and its text as the page's script carries it. */
interface Known {
  product: Product;
  script: string;
}
const parsed = new Map<string, Known>();

/**
 * A product of the request (its JSON text), parsed once per thread and frozen, as every page of the same catalogue
 * reads the same products. Frozen, one object serves every render: a screen that changed it, or a store that took it
 * (valtio makes the objects it is given proxies in place, which a thread cannot send back), throws, and the page goes
 * without markup instead of carrying another page's change.
 */
function knownProduct(text: string): Known {
  let known = parsed.get(text);
  if (known === undefined) {
    if (parsed.size >= MAX_PARSED) parsed.clear();
    known = { product: deepFreeze(JSON.parse(text) as Product), script: scriptSafe(text) };
    parsed.set(text, known);
  }
  return known;
}

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

/**
 * The boot data as the page's script carries it (scriptJson), its products from the texts the thread already holds:
 * the server's thread that answers requests neither receives them as objects nor writes them again.
 */
function bootJson(boot: Omit<BootData, 'products'>, products: readonly Known[]): string {
  const rest = scriptJson(boot);
  return products.length === 0 ? rest : `{"products":[${products.map((known) => known.script).join(',')}],${rest.slice(1)}`;
}

async function renderOne({ url, config: answered, cart, portal, products, cookies, deadline }: PageRenderRequest): Promise<RenderedPage> {
  const address = new URL(url, 'http://storefront.invalid');
  // The portal's settings win over the backend's, as in the browser (client/src/lib/host-config.ts).
  const config = { ...answered, ...portal };
  const language = storeLanguage(config.store_id);
  const boot: BootData = { config: answered, cart };
  const catalogue = new Map(products.map((text) => knownProduct(text)).map((known) => [known.product.product_id, known]));
  const product = (productId: string) => catalogue.get(productId)?.product ?? null;
  const cookie = (name: string) => cookies[name] ?? null;
  const head = { lang: language, htmlClass: themeForStore(config.store_id) };

  const t = translator(messages, language);
  const stepText = translator(wizardText, language);
  // The title (and description) the app's first render sets (app/layout/use-page-title.ts): the route's, or a product's own.
  const headOf = (matches: readonly { route: { handle?: unknown } }[] | null) => {
    const own = productPageHead(address.pathname, config.store_id, product);
    if (own !== null) {
      const detail = own.step === null ? null : stepText('stepOf', own.step);
      return {
        title: pageTitle(own.title, detail, config.portalName),
        ...(own.description === null ? {} : { description: own.description }),
      };
    }
    const handle = matches?.at(-1)?.route.handle as RouteHandle | undefined;
    const shown = handle?.shownOn?.(config.store_id) ?? true;
    return { title: pageTitle(t(shown ? (handle?.title ?? 'title.services') : 'title.services'), null, config.portalName) };
  };
  // A page whose buyer has had their answer already (the server's render budget is past) is not rendered for nobody.
  const late = deadline !== undefined && Date.now() > deadline;
  const routing = !late && hasServerMarkup(address.pathname, config.store_id, product) ? await routedAddress(address) : null;
  if (routing === null) {
    return { bootJson: bootJson(boot, []), markup: null, ...head, ...headOf(matchRoutes(routes, address.pathname)) };
  }

  // The state the browser's first render starts from (client/src/app/start.tsx): the boot data, and consent from the cookies.
  resetConfigState();
  resetCartState();
  resetBootState();
  setHostConfig(structuredClone(portal), false);
  applyServerConfig(structuredClone(answered));
  // The cart store keeps its items as given, never changing them (stores/cart-store.ts): no copy of the request's.
  setCartItems(cart);
  setBooted();
  presetConsent(readStoredConsent(cookie), `${address.pathname}${address.search}`);
  // What the screen reads from the catalogue is answered at once, and goes into the boot data for the client's cache.
  clearResources();
  const read = provideCatalogue(config.store_id, product);
  try {
    const { context, router } = routing;
    const { prelude } = await prerender(
      <StrictMode>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </StrictMode>,
      // A screen whose code never arrives must not hold every later page: the page goes without markup instead.
      { signal: AbortSignal.timeout(RENDER_TIMEOUT_MS) },
    );
    const markup = await new Response(prelude).text();
    const pageHead = headOf(context.matches);
    const services = read.services?.map((listed) => listed.product_id);
    const productsRead = [...read.products.keys()].flatMap((productId) => catalogue.get(productId) ?? []);
    return {
      bootJson: bootJson({ ...boot, ...(services ? { services } : {}), markup: true }, productsRead),
      markup,
      ...head,
      ...pageHead,
    };
  } finally {
    provideResources(null);
    clearResources();
  }
}
