import type { CartItem } from './cart.ts';
import type { Config } from './config.ts';
import type { Product } from './product.ts';

/**
 * The global a page sets, before the app's script, with the backend's answers for this visitor (decision 035): the
 * storefront server writes it into every index.html it sends, and a host page that has those answers may write it too.
 * Unlike `OPF_CONFIG` (the host's own settings, which win over the server's and mean the app is embedded), these are
 * the server's answers: the app takes them as it takes GET config and GET cart, and later answers replace them.
 */
export const BOOT_DATA_GLOBAL = 'OPF_BOOT';

/**
 * The global every page of the storefront server sets (client/server/pages.ts): the portal this host name is, as the
 * deploy's portals file says (its store id and settings, contracts/src/api/portals.ts). The client takes it as it takes
 * a host page's `OPF_CONFIG` (its values win over the backend's answers) without meaning the app is embedded, so the
 * page is the right store's even when the backend did not answer in time for boot data.
 */
export const PORTAL_CONFIG_GLOBAL = 'OPF_PORTAL';

/**
 * The ids of the `<script type="application/json">` elements a static page carries instead of the two globals (the
 * prerender for static hosts, client/server/prerender.ts): a file served to everyone cannot carry a per-response nonce,
 * and a JSON element is data, which the Content-Security-Policy never runs. The client reads a global first, then its
 * element (client/src/lib/page-data.ts).
 */
export const BOOT_DATA_ELEMENT_ID = 'opf-boot';
export const PORTAL_CONFIG_ELEMENT_ID = 'opf-portal';

/**
 * The id of the `<template>` in index.html holding the modulepreload links of the app's code, which the entry adds
 * to the page once the page has painted (scripts/lib/app-preload.ts, client/src/main.tsx).
 */
export const APP_PRELOADS_ID = 'app-preloads';

/** What `window.OPF_BOOT` holds. Without it (or with one the client cannot read) the client asks GET config and GET cart. */
export interface BootData {
  /** GET config's `config` for this visitor. */
  config: Config;
  /** GET cart's `cart` for this visitor. */
  cart: CartItem[];
  /** Products in the store's language that the first screen shows (GET product's, parsed), so it asks for none of them. */
  products?: Product[];
  /**
   * On the services chooser of a standalone page: the ids of the automatic products it lists for `config.store_id`,
   * in catalogue order (each in `products`), so the chooser asks for none of the catalogue.
   */
  services?: string[];
  /** The page's #root holds the app's markup, rendered from this same data: the client hydrates it. */
  markup?: boolean;
  /**
   * false: the configuration and cart are the portal's public ones, not this visitor's (a page prerendered for a static
   * host: no formkey, nobody logged in, an empty cart). The client takes them for its first render and asks GET config
   * and GET cart for the visitor's own at once. Absent: they are this visitor's.
   */
  visitor?: false;
}

/**
 * What the storefront server gives the client's server entry to render one page (client/src/entry-server.tsx, decision
 * 035). Plain data only: a page renders in a worker thread (client/server/render-pool.ts).
 */
export interface PageRenderRequest {
  /** The address the browser asked for: path and query. */
  url: string;
  /** The visitor's GET config and GET cart answers. */
  config: Config;
  cart: CartItem[];
  /** The portal's settings (PORTAL_CONFIG_GLOBAL), which win over `config` as they do in the browser. */
  portal: Partial<Config>;
  /**
   * The catalogue's products in the store's language, each the JSON text of GET product's product as the server checked
   * it; one missing is unknown. Text, because it crosses to a render thread as one copy where objects are cloned field by
   * field, and the thread parses each text once (client/src/entry-server.tsx).
   */
  products: string[];
  /** The request's cookies, decoded (the consent cookies). */
  cookies: Record<string, string>;
  /** When the page has gone without markup (milliseconds since the epoch): a render that starts later is skipped. */
  deadline?: number;
}

/** One page as the server sends it: the boot data, and the app's markup when the address has some. */
export interface RenderedPage {
  /**
   * The boot data it rendered from, as JSON text safe inside an inline script (contracts/src/constants/script-json.ts):
   * text crosses back from a render thread as one copy, and the page carries it as it is.
   */
  bootJson: string;
  /** The HTML inside #root, or null: the client renders this address itself. */
  markup: string | null;
  /** `<html lang>` and `<html class>` (the store's theme), and `<title>`, as the app sets them. */
  lang: string;
  htmlClass: string;
  title: string;
  /** `<meta name="description">` when the screen has its own (a product's meta_description, spec 3); else index.html's. */
  description?: string;
}

/** The client's server entry, built into `<client build>/.ssr/entry-server.js` (scripts/lib/server-entry.ts). */
export interface ServerEntry {
  renderPage: (request: PageRenderRequest) => Promise<RenderedPage>;
}
