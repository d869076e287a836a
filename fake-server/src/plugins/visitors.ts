import cookie from '@fastify/cookie';
import { SESSION_COOKIE } from '#contracts/admin.ts';
import { sharedPlugin } from '../plugin.ts';
import type { Visitor } from '../state/types.ts';
import { VisitorStore } from '../state/visitor-store.ts';

declare module 'fastify' {
  interface FastifyInstance {
    visitors: VisitorStore;
  }
  interface FastifyRequest {
    /** Set by the visitors' onRequest hook, so always there in handlers. */
    visitor: Visitor;
    /** The session id the request came with, when the server knew it. */
    sessionIdReceived: string | undefined;
  }
}

export interface VisitorsOptions extends Record<string, unknown> {
  /** Visitors not seen for this long are dropped with their uploads. Default DEFAULT_VISITOR_IDLE_MINUTES (24 h). */
  idleMinutes?: number | undefined;
  /** The store's clock, milliseconds since the epoch (tests move it instead of waiting). */
  now?: (() => number) | undefined;
}

/** How often idle visitors are looked for besides on each request (an unref'd timer: it never keeps the process alive). */
const SWEEP_INTERVAL_MS = 60_000;

/**
 * Per-visitor state keyed by the session cookie: two browsers never share a cart.
 * Only ids the server issued are accepted (docs/decisions/028-a-hardened-fake-backend.md): a request
 * without a cookie, or with an id the store does not hold (made up, expired, from before a restart, or
 * rotated away at login or logout), is a new visitor under a new id. Whenever the visitor's id differs
 * from the one the request came with, the answer sets the cookie. New visitors' quote ids come from
 * `app.sequences` (sequencesPlugin, registered before this one).
 */
export const visitorsPlugin = sharedPlugin<VisitorsOptions>(async (app, options) => {
  // Before @fastify/cookie registers its own onSend hook, which writes the cookies set until then.
  app.addHook('onSend', (request, reply, payload, done) => {
    const { visitor } = request;
    if (visitor !== null && visitor !== undefined && visitor.id !== request.sessionIdReceived) {
      void reply.setCookie(SESSION_COOKIE, visitor.id, { httpOnly: true, sameSite: 'lax', path: '/' });
    }
    done(null, payload);
  });
  await app.register(cookie);
  const visitors = new VisitorStore(() => app.sequences.nextQuoteId(), {
    idleMinutes: options.idleMinutes,
    now: options.now,
    // A dropped visitor's uploaded files go with it (their orders keep the files' names and sizes).
    onDrop: (visitor) => app.uploads.remove(visitor.uploads.paths),
  });
  app.decorate('visitors', visitors);
  app.decorateRequest('visitor');
  app.decorateRequest('sessionIdReceived');

  const sweeper = setInterval(() => visitors.sweep(), SWEEP_INTERVAL_MS).unref();
  app.addHook('onClose', (_app, done) => {
    clearInterval(sweeper);
    done();
  });

  // A callback hook, not an async one: it never waits, and a promise per request is measurable (scripts/bench/server.ts).
  app.addHook('onRequest', (request, _reply, done) => {
    const sessionId = request.cookies[SESSION_COOKIE];
    const known = sessionId === undefined ? undefined : visitors.find(sessionId);
    request.sessionIdReceived = known === undefined ? undefined : sessionId;
    request.visitor = known ?? visitors.create();
    done();
  });
});
