import type { Config } from '#contracts/config.ts';
import { defaultConfig } from '../stores/config-store.ts';

/** The global a host page sets before loading the app, e.g. `window.OPF_CONFIG = { store_id: 16 }`. */
export const HOST_CONFIG_GLOBAL = 'OPF_CONFIG';

/**
 * Keeps only the known configuration keys whose value has the default's type, so a host page
 * with a typo cannot break the app. `null` is accepted where the default is null.
 */
export function readHostConfig(source: unknown): Partial<Config> {
  if (typeof source !== 'object' || source === null) return {};
  const picked: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(source)) {
    if (!(key in defaultConfig)) continue;
    const fallback: unknown = defaultConfig[key as keyof Config];
    const sameType = Array.isArray(fallback) ? Array.isArray(value) : typeof value === typeof fallback;
    if (sameType || (fallback === null && (value === null || typeof value === 'object'))) picked[key] = value;
  }
  return picked as Partial<Config>;
}

export function hostConfigFromWindow(win: Window): { host: Partial<Config>; embedded: boolean; embed: EmbedOptions } {
  const raw: unknown = Reflect.get(win, HOST_CONFIG_GLOBAL);
  return { host: readHostConfig(raw), embedded: raw !== undefined, embed: readEmbedOptions(raw) };
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
