import * as v from 'valibot';
import type { Config } from '#contracts/api/config.ts';
import { type SchemaOf, finiteNumber } from './contract-schemas.ts';
import { rawPortalConfig } from './page-data.ts';

/** The global a host page sets before loading the app, e.g. `window.OPF_CONFIG = { store_id: 16 }`. */
export const HOST_CONFIG_GLOBAL = 'OPF_CONFIG';

/**
 * One schema per configuration key, as deep as the app reads it (docs/decisions/014). The mapped type makes the
 * list complete and each schema keep its contract field's type, so a contract change breaks the build here.
 */
const configFieldSchemas = {
  store_id: v.pipe(v.number(), v.integer()),
  formkey: v.string(),
  baseUrl: v.string(),
  loggedIn: v.boolean(),
  portalName: v.string(),
  homepage: v.string(),
  navbarImage: v.string(),
  analytics: v.object({ account: v.string(), gtm: v.array(v.string()), optimize: v.string() }),
  // Every script's URL; the loader (third-party/load-script.ts) still follows only http(s) ones.
  scripts: v.object({
    tagManager: v.string(),
    abTesting: v.string(),
    adTag: v.string(),
    cardProvider: v.string(),
    wallet: v.string(),
    pdfViewer: v.string(),
    mapsPlaces: v.string(),
  }),
  lastOrderId: v.nullable(v.string()),
  lastItemIds: v.array(v.string()),
  customerEmail: v.string(),
  cardProviderPublicKey: v.string(),
  deliveryNote: v.string(),
  municipio: v.nullable(v.object({ url: v.string(), path: v.string() })),
  lastOrderProducts: v.array(v.string()),
  lastOrderPrice: finiteNumber,
  lastOrderSuccess: v.nullable(v.object({ data: v.string() })),
} satisfies { [K in keyof Config]-?: SchemaOf<Config[K]> };

const isConfigKey = (key: string): key is keyof Config => Object.hasOwn(configFieldSchemas, key);

/**
 * Keeps only the known configuration keys whose value fits its schema, nested objects included, so a host page
 * with a typo or an outdated shape cannot break the app; each key is judged alone.
 */
export function readHostConfig(source: unknown): Partial<Config> {
  if (typeof source !== 'object' || source === null) return {};
  const picked: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(source)) {
    if (!isConfigKey(key)) continue;
    const parsed = v.safeParse(configFieldSchemas[key], value);
    if (parsed.success) picked[key] = parsed.output;
  }
  return picked as Partial<Config>;
}

/**
 * A whole configuration as the server answers it (GET config's `config`, or the page's boot data, decision 035):
 * every key present and fitting its schema, else null. Unknown keys are dropped.
 */
export function readServerConfig(source: unknown): Config | null {
  const picked = readHostConfig(source);
  return Object.keys(configFieldSchemas).every((key) => Object.hasOwn(picked, key)) ? (picked as Config) : null;
}

/**
 * The host page's settings (`OPF_CONFIG`) over the portal's (`OPF_PORTAL`, which the storefront server writes into
 * every page it sends): both win over the backend's answers, but only a host page's means the app is embedded.
 */
export function hostConfigFromWindow(win: Window): { host: Partial<Config>; embedded: boolean; embed: EmbedOptions } {
  const raw: unknown = Reflect.get(win, HOST_CONFIG_GLOBAL);
  const portal = readHostConfig(rawPortalConfig(win));
  return { host: { ...portal, ...readHostConfig(raw) }, embedded: raw !== undefined, embed: readEmbedOptions(raw) };
}

/** Where and under which path the app runs inside a host page (docs/decisions/017). */
export interface EmbedOptions {
  /** A CSS selector of the host's element the app mounts into; null: the page's own #root. */
  mount: string | null;
  /** The host page's path the app's routes live under ('' at the site's root), e.g. '/tramites'. */
  basename: string;
}

/** A path of this site: one leading slash, no trailing one, no query, hash, dot segments or backslashes. */
const BASENAME = /^(\/[A-Za-z0-9_~!$&'()*+,;=:@%-][A-Za-z0-9._~!$&'()*+,;=:@%-]*)+$/;

/**
 * The host's `mount` and `basename` keys, checked: a mount that is not a non-empty string, or a basename
 * that is not a plain path, is ignored (and logged), so the app still starts in the page's #root or at its root.
 */
export function readEmbedOptions(source: unknown): EmbedOptions {
  const options: EmbedOptions = { mount: null, basename: '' };
  if (typeof source !== 'object' || source === null) return options;
  const { mount, basename } = source as Record<string, unknown>;
  if (typeof mount === 'string' && mount.trim() !== '') options.mount = mount;
  else if (mount !== undefined) console.error(`[host-config] ${HOST_CONFIG_GLOBAL}.mount is not a selector; using #root`);
  if (typeof basename === 'string' && (basename === '' || BASENAME.test(basename))) options.basename = basename;
  else if (basename !== undefined) console.error(`[host-config] ${HOST_CONFIG_GLOBAL}.basename is not a path like '/tramites'; ignored`);
  return options;
}

/**
 * The element the app renders into: the host's mount element when it names one that exists, else #root.
 * A selector that is not valid CSS or matches nothing is logged, never thrown.
 */
export function mountElement(doc: Document, mount: string | null): HTMLElement | null {
  if (mount !== null) {
    try {
      const element = doc.querySelector<HTMLElement>(mount);
      if (element) return element;
      console.error(`[host-config] no element matches ${HOST_CONFIG_GLOBAL}.mount '${mount}'; using #root`);
    } catch {
      console.error(`[host-config] ${HOST_CONFIG_GLOBAL}.mount '${mount}' is not a CSS selector; using #root`);
    }
  }
  return doc.getElementById('root');
}
