import { timingSafeEqual } from 'node:crypto';
import { ADMIN_PREFIX } from '#contracts/fake-backend/admin.ts';
import { HttpError } from '../errors.ts';
import { sharedPlugin } from '../plugin.ts';

/** 127.0.0.0/8, ::1, and IPv4 loopback as an IPv6-mapped address (a dual-stack listener's view of 127.0.0.1). */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (address === undefined) return false;
  const ipv4 = address.startsWith('::ffff:') ? address.slice('::ffff:'.length) : address;
  return ipv4.startsWith('127.') || address === '::1';
}

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * The Host header names this machine (any port): localhost, 127.0.0.1, [::1], or a name under `.localhost` (RFC 6761:
 * it always resolves to loopback; the demo portals are `store<id>.localhost`). A page on another name that resolves
 * here (DNS rebinding) does not.
 */
export function isLoopbackHost(host: string | undefined): boolean {
  if (host === undefined) return false;
  const name = (host.startsWith('[') ? host.slice(0, host.indexOf(']') + 1) : (host.split(':')[0] ?? '')).toLowerCase();
  return LOOPBACK_HOSTS.has(name) || /^([a-z0-9]([a-z0-9-]*[a-z0-9])?\.)+localhost\.?$/.test(name);
}

/** What the refusal of a foreign Host says: the header, and why. */
export const FOREIGN_HOST_MESSAGE =
  'headers/host: this server answers only requests for localhost, 127.0.0.1, [::1] or *.localhost (DNS rebinding)';

/**
 * When the server listens on loopback only (the CLI's default HOST), every route refuses a request whose Host header
 * names another machine, before any visitor is made: a page on a name an attacker re-points at 127.0.0.1 (DNS
 * rebinding) reads nothing and drives nothing. The storefront server and Vite's proxy send the backend's own address
 * (127.0.0.1:port) as Host, so proxied calls pass. Registered before every other onRequest hook but the security headers.
 */
export const loopbackHostPlugin = sharedPlugin(async (app) => {
  app.addHook('onRequest', (request, _reply, done) => {
    done(isLoopbackHost(request.headers.host) ? undefined : new HttpError(403, FOREIGN_HOST_MESSAGE));
  });
});

function sameSecret(given: string, expected: string): boolean {
  const [a, b] = [Buffer.from(given), Buffer.from(expected)];
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Whether the request carries `Authorization: Bearer <token>` with the configured token. */
function hasToken(authorization: string | undefined, token: string | undefined): boolean {
  if (token === undefined || token === '' || authorization === undefined || !authorization.startsWith('Bearer ')) return false;
  return sameSecret(authorization.slice('Bearer '.length), token);
}

export interface AdminGuardOptions extends Record<string, unknown> {
  /** Lets a caller from another machine in with `Authorization: Bearer <token>` (ADMIN_TOKEN in the CLI); '' is no token. */
  adminToken?: string | undefined;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route is part of the admin API (its URL pattern is under ADMIN_PREFIX): this machine or the token only. */
    adminOnly?: true;
  }
}

/** Whether a route's URL pattern, as it was registered (never a URL a client sent), is under ADMIN_PREFIX. */
export const isAdminPattern = (url: string): boolean => url === ADMIN_PREFIX || url.startsWith(`${ADMIN_PREFIX}/`);

/**
 * The admin API (everything under ADMIN_PREFIX: the calls and the dev panel) answers only this machine
 * (docs/decisions/028-a-hardened-fake-backend.md): a caller from loopback whose Host header names loopback,
 * or any caller with the admin token. Everyone else gets a 403 that says why, before any visitor is made.
 * The guard decides on the route the router matched, marked when it is registered, for every method it answers
 * (HEAD included): the URL as sent may spell the path otherwise (`/%5F%5Fadmin/state` is routed to `/__admin/state`).
 * Registered in fake mode only, before the visitors plugin and every admin route.
 */
export const adminGuardPlugin = sharedPlugin<AdminGuardOptions>(async (app, options) => {
  const adminToken = options.adminToken === '' ? undefined : options.adminToken;
  app.addHook('onRoute', (route) => {
    if (isAdminPattern(route.url)) route.config = { ...route.config, adminOnly: true };
  });
  app.addHook('onRequest', (request, _reply, done) => {
    if (request.routeOptions.config.adminOnly !== true || hasToken(request.headers.authorization, adminToken)) {
      done();
    } else if (!isLoopbackAddress(request.socket.remoteAddress)) {
      done(new HttpError(403, `${ADMIN_PREFIX} answers only callers on this machine, or with headers/authorization: Bearer <ADMIN_TOKEN>`));
    } else if (!isLoopbackHost(request.headers.host)) {
      done(new HttpError(403, `headers/host: ${ADMIN_PREFIX} answers only requests for localhost, 127.0.0.1 or [::1] (DNS rebinding)`));
    } else {
      done();
    }
  });
});
