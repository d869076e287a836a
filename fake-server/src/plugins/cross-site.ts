import { timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import { SESSION_COOKIE } from '#contracts/fake-backend/admin.ts';
import { type EndpointRoute, FORM_KEY_HEADER, endpointRoutes } from '#contracts/api/endpoint-routes.ts';
import { HttpError, errorResponse } from '../errors.ts';
import { isAdminPattern } from './admin-guard.ts';
import { isPersonalRoute } from './no-store.ts';
import { sharedPlugin } from '../plugin.ts';

/**
 * What a route asks of a request before it may run (docs/decisions/029-cross-site-requests-and-the-formkey.md):
 * 'same-site' refuses a request another site made the browser send; 'formkey' also wants the visitor's
 * `config.formkey` in FORM_KEY_HEADER.
 */
export type RequestGuard = 'same-site' | 'formkey';

declare module 'fastify' {
  interface FastifyContextConfig {
    requestGuard?: RequestGuard;
  }
  interface FastifyRequest {
    /** Why another site sent this request (Sec-Fetch-Site, else Origin), or undefined when none did. */
    crossSite: string | undefined;
  }
}

/** The pages a provider's buttons send the buyer to: their answer settles an order (routes/providers). */
export const PROVIDER_ANSWER_PATH = /^\/(paypal\/sandbox|redsys\/sandbox|monei|stripe\/3ds)\/return$/;

const changesState = new Set(
  Object.values(endpointRoutes as Record<string, EndpointRoute>)
    .filter((route) => route.changesState === true)
    .map((route) => `${route.method} ${route.path}`),
);

/**
 * The guard a route gets from its method and URL pattern (as registered, never as a client spelled it); undefined for
 * the calls that only read. HEAD is a GET without its body: it gets the GET's guard.
 */
export function guardFor(method: string, url: string): RequestGuard | undefined {
  const asGet = method === 'HEAD' ? 'GET' : method;
  if (changesState.has(`${asGet} ${url}`)) return 'formkey';
  if (isAdminPattern(url) || PROVIDER_ANSWER_PATH.test(url)) return 'same-site';
  return undefined;
}

/**
 * HEAD on a GET that changes state (or settles an order, or is the admin API's) never runs its handler: Fastify would
 * answer HEAD by running the GET and dropping the body, which deletes the cart item all the same.
 */
function headNotAllowed(_request: FastifyRequest, reply: FastifyReply): FastifyReply {
  return reply.code(405).header('allow', 'GET').send(errorResponse(405, 'HEAD is not answered on a call that changes state: send GET'));
}

export type CrossSiteOptions = {
  /** Origins (scheme://host[:port]) besides the server's own whose requests are not cross-site: a client served elsewhere. */
  trustedOrigins?: readonly string[];
};

/** TRUSTED_ORIGINS=https://a.example,http://localhost:5173 → the list; surrounding spaces and empty entries ignored. */
export function trustedOriginsFromEnv(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((origin) => origin.trim().replace(/\/$/, ''))
    .filter((origin) => origin !== '');
}

/**
 * Why the request is cross-site, or undefined when it is not (the algorithm of Go's net/http CrossOriginProtection):
 * Sec-Fetch-Site when the browser sends it (same-origin and none pass); else Origin, which must name this host or a
 * trusted origin; a request with neither header is not from a browser page (curl, a server, a test) and passes.
 */
export function crossSiteReason(request: FastifyRequest, trusted: ReadonlySet<string>): string | undefined {
  const site = request.headers['sec-fetch-site'];
  if (site !== undefined) {
    return site === 'same-origin' || site === 'none' ? undefined : `Sec-Fetch-Site is ${String(site)}`;
  }
  const origin = request.headers.origin;
  if (origin === undefined) return undefined;
  if (trusted.has(origin)) return undefined;
  let host: string;
  try {
    host = new URL(origin).host;
  } catch {
    return `Origin ${origin} is not an origin`;
  }
  return host === request.headers.host ? undefined : `Origin ${origin} is not ${String(request.headers.host)} nor a trusted origin`;
}

/**
 * The calls an id rotated away a moment ago (login, logout) may still make: the page's requests in flight read the
 * configuration and the cart (the reason for the grace), and the public catalogue reads, which show nothing of the
 * visitor. Not the billing record, the orders, an order's documents or a provider's page (which mints the order's
 * one-time token): a rotated id stolen from a shared machine reads nothing personal (issue 41).
 */
const GRACE_READS = new Set(
  (
    [
      'getConfig',
      'getCart',
      'getProduct',
      'getVersion',
      'checkEmail',
      'searchRegistros',
      'searchSociedad',
      'getMunicipio',
      'searchFreguesias',
      'searchOrganisationPortugal',
      'preValidateNs',
    ] as const
  ).map((name) => `${endpointRoutes[name].method} ${endpointRoutes[name].path}`),
);

/** Whether a request with a rotated id may reach this route (its method and URL pattern): a grace read, or a route that reads no visitor's data. */
export function graceMayReach(method: string, url: string | undefined): boolean {
  if (url === undefined || !isPersonalRoute(url)) return true;
  return GRACE_READS.has(`${method === 'HEAD' ? 'GET' : method} ${url}`);
}

function sameKey(sent: string, expected: string): boolean {
  const a = Buffer.from(sent);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Refuses, before anything changes, a request another site made the browser send (403 "cross-site request refused: …")
 * to a call that changes state, a provider's answer or the admin API; and a call that changes state without the
 * visitor's formkey (403 "headers/x-form-key …"). Registered after visitorsPlugin (it reads request.visitor) and
 * before the routes (its onRoute hook marks them).
 */
export const crossSitePlugin = sharedPlugin<CrossSiteOptions>(async (app, { trustedOrigins = [] }) => {
  const trusted = new Set(trustedOrigins.map((origin) => origin.replace(/\/$/, '')));
  app.decorateRequest('crossSite');

  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const guard = methods.map((method) => guardFor(method, route.url)).find((found) => found !== undefined);
    if (guard === undefined) return;
    route.config = { ...route.config, requestGuard: guard };
    if (methods.length === 1 && methods[0] === 'HEAD') {
      // refused whatever it carries: its GET's query is not even validated (a GET reading's form, decision 038)
      route.handler = headNotAllowed;
      delete route.schema;
    }
  });

  // Every request learns whether another site sent it (the store selection reads it); a callback hook, no promise per
  // request (scripts/bench/server.ts).
  app.addHook('onRequest', (request: FastifyRequest, _reply: FastifyReply, done: HookHandlerDoneFunction) => {
    request.crossSite = crossSiteReason(request, trusted);
    const guard = request.routeOptions.config.requestGuard;
    if (guard !== undefined && request.crossSite !== undefined) {
      done(new HttpError(403, `cross-site request refused: ${request.crossSite}`));
      return;
    }
    if (request.session === 'rotated' && (guard !== undefined || !graceMayReach(request.method, request.routeOptions.url))) {
      done(
        new HttpError(
          403,
          `cookies/${SESSION_COOKIE}: this session id was replaced at login or logout; for a moment it may still read the configuration and the cart, nothing else: send the new one`,
        ),
      );
      return;
    }
    if (guard === undefined) {
      done();
      return;
    }
    if (guard === 'formkey') {
      const sent = request.headers[FORM_KEY_HEADER];
      if (typeof sent !== 'string' || sent === '') {
        done(new HttpError(403, `headers/${FORM_KEY_HEADER} is missing: send config.formkey from GET ${endpointRoutes.getConfig.path}`));
        return;
      }
      if (!sameKey(sent, request.visitor.formkey)) {
        done(
          new HttpError(
            403,
            `headers/${FORM_KEY_HEADER} is not this visitor's config.formkey (stale? read GET ${endpointRoutes.getConfig.path} again)`,
          ),
        );
        return;
      }
    }
    done();
  });
});
