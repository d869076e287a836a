import * as v from 'valibot';
import type { Config } from '#contracts/config.ts';
import { type SchemaOf, finiteNumber } from './contract-schemas.ts';

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

export function hostConfigFromWindow(win: Window): { host: Partial<Config>; embedded: boolean } {
  const raw: unknown = Reflect.get(win, HOST_CONFIG_GLOBAL);
  return { host: readHostConfig(raw), embedded: raw !== undefined };
}
