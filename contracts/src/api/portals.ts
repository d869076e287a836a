import { Type, type Static } from 'typebox';
import { Compile, type Validator } from 'typebox/compile';
import type { TLocalizedValidationError } from 'typebox/error';
import { DEFAULT_STORE_ID } from '../constants/stores.ts';
import { Analytics, Config } from './config.ts';
import { StoreId } from './primitives.ts';

/**
 * The portals file of the storefront's own server (client/server/): one deploy serves several branded portals, and
 * this file maps each host name it answers to a store id (spec 1, 9) and that portal's part of the runtime
 * configuration (spec 3). The server spreads a portal's `settings` over the backend's config answer, so each setting
 * is a field of Config with Config's own schema, only bounded here: the file is read at start-up, and a field a
 * thousand times too long is a mistake to report there, not a page to render.
 */

/** The longest host name DNS allows. */
const MAX_HOST_LENGTH = 253;
/** One DNS label (an IPv4 address is four of them), or a bracketed IPv6 address such as [::1]. */
const LABEL = '[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?';
const HOST_NAME_PATTERN = `^(?:${LABEL}(?:\\.${LABEL})*|\\[[0-9a-f:.]+\\])$`;

export const HostName = Type.String({
  pattern: HOST_NAME_PATTERN,
  maxLength: MAX_HOST_LENGTH,
  description:
    'A host name the deploy answers: lower case, without a port and without a trailing dot (store16.localhost, www.nota-simple.example, 127.0.0.1). ' +
    "The server compares it with the request's Host header after lower-casing it and removing its port and trailing dot, so one entry serves every port.",
});

const gtmIds = Analytics.properties.gtm;

export const PortalSettings = Type.Object(
  {
    // Not empty, as in the fake backend's stores (fixtures/stores.json): a brand has a name and a home page.
    portalName: Type.With(Config.properties.portalName, { minLength: 1, maxLength: 100 }),
    homepage: Type.With(Config.properties.homepage, { minLength: 1, maxLength: 500 }),
    navbarImage: Type.With(Config.properties.navbarImage, { maxLength: 500 }),
    analytics: Type.Object(
      {
        account: Type.With(Analytics.properties.account, { maxLength: 50 }),
        gtm: Type.With(gtmIds, { maxItems: 10, items: Type.With(gtmIds.items, { maxLength: 50 }) }),
        optimize: Type.With(Analytics.properties.optimize, { maxLength: 50 }),
      },
      { additionalProperties: false },
    ),
    cardProviderPublicKey: Type.With(Config.properties.cardProviderPublicKey, { maxLength: 500 }),
    deliveryNote: Type.With(Config.properties.deliveryNote, { maxLength: 200 }),
  },
  {
    additionalProperties: false,
    description: "This portal's part of the runtime configuration (spec 3): the server puts it over the backend's config answer.",
  },
);
export type PortalSettings = Static<typeof PortalSettings>;

export const Portal = Type.Object(
  {
    hosts: Type.Array(HostName, {
      minItems: 1,
      maxItems: 20,
      description: 'Every host name this portal answers, each listed by one portal only.',
    }),
    store_id: StoreId,
    settings: PortalSettings,
  },
  {
    additionalProperties: false,
    description: 'One branded portal. Two portals may share a store id: two brands on one store, told apart by their hosts and settings.',
  },
);
export type Portal = Static<typeof Portal>;

export const Portals = Type.Object(
  {
    defaultHost: Type.Optional(
      Type.With(HostName, {
        description:
          'The host whose portal answers a request for a host no portal lists, or without a Host header. ' +
          `Without it, the first portal of store ${DEFAULT_STORE_ID} (spec 9: the default store id).`,
      }),
    ),
    portals: Type.Array(Portal, { minItems: 1, maxItems: 200 }),
  },
  { additionalProperties: false, description: 'The portals file: which portal, with which settings, answers each host name.' },
);
export type Portals = Static<typeof Portals>;

/** What the server looks up per request, built once per Portals value. */
interface HostIndex {
  byHost: ReadonlyMap<string, Portal>;
  fallback: Portal;
}

const indexes = new WeakMap<Portals, HostIndex>();
let validator: Validator | undefined;

/** Why the first bad field is bad, in words a person editing the file can act on. */
function problem(error: TLocalizedValidationError): { path: string; message: string } {
  switch (error.keyword) {
    case 'required':
      return { path: `${error.instancePath}/${error.params.requiredProperties[0] ?? ''}`, message: 'is missing' };
    case 'enum':
      return { path: error.instancePath, message: `must be one of ${error.params.allowedValues.join(', ')}` };
    case 'pattern':
      // Host names are the only strings with a pattern.
      return { path: error.instancePath, message: 'must be a lower-case host name without a port or trailing dot (store16.localhost)' };
    case 'boolean':
      // additionalProperties: false reports each unknown field as a false schema.
      return { path: error.instancePath, message: 'is not a field of the portals file' };
    default:
      return { path: error.instancePath, message: error.message };
  }
}

/** True when `host` is the portal's own name, the first of its host names (not an alias such as localhost). */
export function isOwnHost(portal: Portal, host: string | undefined): boolean {
  return host !== undefined && portal.hosts[0] !== undefined && hostName(portal.hosts[0]) === hostName(host);
}

/** The host name as the portals file writes it: lower case, no port, no trailing dot. */
function hostName(host: string): string {
  const name = host.trim().toLowerCase();
  // A bracketed IPv6 address keeps its colons: [::1]:8080 -> [::1].
  const withoutPort = name.startsWith('[') ? name.slice(0, name.indexOf(']') + 1) : (name.split(':', 1)[0] ?? '');
  return withoutPort.endsWith('.') ? withoutPort.slice(0, -1) : withoutPort;
}

/** The rules a schema cannot state: each host once, and a default portal. `fail` gets a JSON path and what is wrong. */
function buildIndex(portals: Portals, fail: (path: string, message: string) => never): HostIndex {
  const byHost = new Map<string, Portal>();
  const listedAt = new Map<string, string>();
  for (const [index, portal] of portals.portals.entries()) {
    for (const [hostIndex, host] of portal.hosts.entries()) {
      const path = `/portals/${index}/hosts/${hostIndex}`;
      const earlier = listedAt.get(host);
      if (earlier !== undefined) fail(path, `${host} is listed twice: at ${earlier} too (store ${byHost.get(host)?.store_id})`);
      listedAt.set(host, path);
      byHost.set(host, portal);
    }
  }
  let fallback: Portal | undefined;
  if (portals.defaultHost === undefined) {
    fallback = portals.portals.find((portal) => portal.store_id === DEFAULT_STORE_ID);
    if (fallback === undefined)
      fail('/defaultHost', `is missing, and no portal has store ${DEFAULT_STORE_ID} (the default store): set it, or add that portal`);
  } else {
    fallback = byHost.get(portals.defaultHost);
    if (fallback === undefined) fail('/defaultHost', `${portals.defaultHost} is not a host of any portal`);
  }
  return { byHost, fallback };
}

/**
 * A portals file's content, checked: the schema (TypeBox's compiled check), then each host listed once and a default
 * portal that exists. Throws an Error naming the file (`source`), the JSON path of the first bad field and what is
 * wrong, e.g. `portals.json: /portals/3/store_id must be one of 1, 9, 12, …`.
 */
export function parsePortals(json: unknown, source: string): Portals {
  validator ??= Compile(Portals);
  const fail = (path: string, message: string): never => {
    throw new Error(`${source}: ${path || '/'} ${message}`);
  };
  if (!validator.Check(json)) {
    const [first] = validator.Errors(json);
    const bad = first === undefined ? { path: '', message: 'is not a portals file' } : problem(first);
    fail(bad.path, bad.message);
  }
  const portals = json as Portals;
  indexes.set(portals, buildIndex(portals, fail));
  return portals;
}

/**
 * The portal that answers a request's Host header: compared case-insensitively, without its port and trailing dot.
 * An unknown host, or none, gets the default portal (`defaultHost`, else the first portal of store 14).
 */
export function portalForHost(portals: Portals, host: string | undefined): Portal {
  let index = indexes.get(portals);
  if (index === undefined) {
    // A value that did not come through parsePortals (a test's literal): the same rules, reported without a file name.
    index = buildIndex(portals, (path, message) => {
      throw new Error(`portals: ${path} ${message}`);
    });
    indexes.set(portals, index);
  }
  return (host === undefined ? undefined : index.byHost.get(hostName(host))) ?? index.fallback;
}
