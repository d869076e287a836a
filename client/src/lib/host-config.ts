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

export function hostConfigFromWindow(win: Window): { host: Partial<Config>; embedded: boolean } {
  const raw: unknown = Reflect.get(win, HOST_CONFIG_GLOBAL);
  return { host: readHostConfig(raw), embedded: raw !== undefined };
}
