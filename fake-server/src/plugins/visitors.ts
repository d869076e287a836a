import cookie from '@fastify/cookie';
import type { FastifyRequest, RouteOptions } from 'fastify';
import { SESSION_COOKIE } from '#contracts/fake-backend/admin.ts';
import { VERSION_FILE } from '#contracts/api/endpoint-routes.ts';
import { THIRD_PARTY_PATH } from '#contracts/fake-backend/third-party.ts';
import { sharedPlugin } from '../plugin.ts';
import { DOCS_PREFIX } from './api-docs.ts';
import type { Visitor } from '../state/types.ts';
import { VisitorStore } from '../state/visitor-store.ts';
import { HttpError } from '../errors.ts';
import { NewVisitorThrottle } from '../state/new-visitor-throttle.ts';

/**
 * How the request's visitor was found: by its `current` session id; by an id `rotated` away at login or logout a
 * moment ago (reads only); `new`, a visitor drafted for a request without a usable id, held only if the request is
 * answered by a route that keeps state; `none`, for an id replaced longer ago whose visitor still lives: a visitor
 * that is never held and no cookie, so the browser's newer cookie stays.
 */
export type SessionKind = 'current' | 'rotated' | 'new' | 'none';

declare module 'fastify' {
  interface FastifyInstance {
    visitors: VisitorStore;
    /** How fast each client (remote address) may make new visitors. */
    newVisitors: NewVisitorThrottle;
  }
  interface FastifyRequest {
    /** Set by the visitors' onRequest hook, so always there in hooks after it and in handlers. */
    visitor: Visitor;
    /** How the visitor was found. */
    session: SessionKind;
    /** The session id the request came with, when it led to a visitor. */
    sessionIdReceived: string | undefined;
    /** The request took one of its address's new visitors (NewVisitorThrottle), given back if it makes none. */
    tookNewVisitor: boolean;
  }
  interface FastifyContextConfig {
    /** The route reads the visitor a request names, but a request without one gets none kept and no cookie. */
    makesNoVisitor?: true;
  }
}

export interface VisitorsOptions extends Record<string, unknown> {
  /** Visitors not seen for this long are dropped. Default DEFAULT_VISITOR_IDLE_MINUTES (24 h). */
  idleMinutes?: number | undefined;
  /** The most visitors kept at once. Default MAX_VISITORS. */
  capacity?: number | undefined;
  /** The store's clock, milliseconds since the epoch (tests move it instead of waiting); the new-visitor limit's too. */
  now?: (() => number) | undefined;
  /** New visitors one remote address may make per minute (its largest burst too). Default DEFAULT_NEW_VISITORS_PER_MINUTE. */
  newVisitorsPerMinute?: number | undefined;
}

/** How often idle visitors are looked for besides on each request (an unref'd timer: it never keeps the process alive). */
const SWEEP_INTERVAL_MS = 60_000;

/**
 * The routes that need no visitor of their own (by the URL pattern they were registered with): the build's files
 * (@fastify/static marks each with `config.file`), the version file, the third-party stand-ins and the API reference.
 * 10,001 cookieless requests for the version file must not fill the store and push real buyers out.
 */
function makesNoVisitor(route: RouteOptions): boolean {
  const config = route.config as { file?: unknown } | undefined;
  return (
    config?.file !== undefined ||
    route.url === `/${VERSION_FILE}` ||
    route.url.startsWith(`${THIRD_PARTY_PATH}/`) ||
    route.url === DOCS_PREFIX ||
    route.url.startsWith(`${DOCS_PREFIX}/`)
  );
}

/**
 * Whether a request that brings no usable session id may make a visitor: a route that keeps state, not the admin
 * API (whose trusted caller names visitors itself), not a not-found.
 */
const mayKeepNewVisitor = (request: FastifyRequest): boolean =>
  !request.is404 && request.routeOptions.config.makesNoVisitor !== true && request.routeOptions.config.adminOnly !== true;

/** 429 naming the reason: this client makes new visitors faster than NewVisitorThrottle allows. */
function tooManyNewVisitors(perMinute: number, waitMs: number): HttpError {
  const seconds = Math.ceil(waitMs / 1000);
  return new HttpError(
    429,
    `cookies/${SESSION_COOKIE}: more than ${perMinute} new visitors a minute from this address; send the session cookie the backend set, or try again in ${seconds} second${seconds === 1 ? '' : 's'}`,
    { 'retry-after': String(seconds) },
  );
}

/**
 * Per-visitor state keyed by the session cookie: two browsers never share a cart.
 * Only ids the server issued are accepted (docs/decisions/028-a-hardened-fake-backend.md): a request without a
 * cookie, or with an id the store does not hold (made up, expired, from before a restart), gets a new visitor under a
 * new id, kept (and its cookie set) once the request is answered by a route that keeps state; a refused request (any
 * 4xx or 5xx), a not-found one or a build file leaves nothing behind. An id replaced at login or logout
 * still leads to its visitor for ROTATED_ID_GRACE_MS (the page's requests in flight), never with a cookie of its own;
 * no answer ever replaces the cookie of a session that is still alive. New visitors' quote ids come from
 * `app.sequences` (sequencesPlugin, registered before this one).
 */
export const visitorsPlugin = sharedPlugin<VisitorsOptions>(async (app, options) => {
  // Before @fastify/cookie registers its own onSend hook, which writes the cookies set until then. A drafted visitor
  // is kept when its request was answered (not refused, not a not-found, not a build file). The cookie goes out when
  // the request made a visitor the store now holds, or rotated the id it came with: never for a visitor the store does
  // not hold (a draft, or one dropped meanwhile) and never for an id rotated before the request.
  app.addHook('onSend', (request, reply, payload, done) => {
    const { visitor } = request;
    if (visitor === null || visitor === undefined) {
      done(null, payload);
      return;
    }
    if (request.session === 'new' && reply.statusCode < 400 && !request.is404 && request.routeOptions.config.makesNoVisitor !== true) {
      visitors.adopt(visitor);
    }
    if (request.session !== 'rotated' && visitor.id !== request.sessionIdReceived && visitors.holds(visitor)) {
      void reply.setCookie(SESSION_COOKIE, visitor.id, { httpOnly: true, sameSite: 'lax', path: '/' });
    }
    done(null, payload);
  });
  await app.register(cookie);
  const visitors = new VisitorStore(() => app.sequences.nextQuoteId(), {
    idleMinutes: options.idleMinutes,
    capacity: options.capacity,
    now: options.now,
  });
  app.decorate('visitors', visitors);
  const newVisitors = new NewVisitorThrottle(options.newVisitorsPerMinute, options.now);
  app.decorate('newVisitors', newVisitors);
  app.decorateRequest('visitor');
  app.decorateRequest('tookNewVisitor', false);
  app.decorateRequest('session');
  app.decorateRequest('sessionIdReceived');

  const sweeper = setInterval(() => visitors.sweep(), SWEEP_INTERVAL_MS).unref();
  app.addHook('onClose', (_app, done) => {
    clearInterval(sweeper);
    done();
  });

  app.addHook('onRoute', (route) => {
    if (makesNoVisitor(route)) route.config = { ...route.config, makesNoVisitor: true };
  });

  // Callback hooks, not async ones: they never wait, and a promise per request is measurable (scripts/bench/server.ts).
  app.addHook('onRequest', (request, _reply, done) => {
    const sessionId = request.cookies[SESSION_COOKIE];
    const found = sessionId === undefined ? ({ kind: 'unknown' } as const) : visitors.lookup(sessionId);
    if (found.kind === 'current' || found.kind === 'rotated') {
      request.visitor = found.visitor;
      request.session = found.kind;
      request.sessionIdReceived = sessionId;
      done();
      return;
    }
    request.visitor = visitors.draft();
    request.session = found.kind === 'superseded' ? 'none' : 'new';
    request.sessionIdReceived = undefined;
    if (request.session === 'new' && mayKeepNewVisitor(request)) {
      const waitMs = newVisitors.take(request.ip);
      if (waitMs > 0) {
        done(tooManyNewVisitors(newVisitors.perMinute, waitMs));
        return;
      }
      request.tookNewVisitor = true;
    }
    done();
  });

  // A request refused before the visitors' onRequest hook ran (a foreign Host, the admin guard) has no visitor: nothing to file.
  app.addHook('onResponse', (request, _reply, done) => {
    if (request.visitor !== null && request.visitor !== undefined) {
      visitors.settle(request.visitor);
      if (request.tookNewVisitor && !visitors.holds(request.visitor)) newVisitors.giveBack(request.ip);
    }
    done();
  });
});
