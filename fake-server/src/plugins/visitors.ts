import cookie from '@fastify/cookie';
import { SESSION_COOKIE } from '#contracts/admin.ts';
import { sharedPlugin } from '../plugin.ts';
import type { Visitor } from '../state/types.ts';
import { newSessionId, SESSION_ID_PATTERN, VisitorStore } from '../state/visitor-store.ts';

declare module 'fastify' {
  interface FastifyInstance {
    visitors: VisitorStore;
  }
  interface FastifyRequest {
    /** Set by the first onRequest hook, so always there in handlers. */
    visitor: Visitor;
  }
}

/**
 * Per-visitor state keyed by the session cookie: two browsers never share a cart.
 * A first request gets a new random session id; a known-looking id the server has not seen
 * (after a restart, or chosen by a Pact provider test) gets a fresh visitor under that id.
 * New visitors' quote ids come from `app.sequences` (sequencesPlugin, registered before this one).
 */
export const visitorsPlugin = sharedPlugin(async (app) => {
  await app.register(cookie);
  app.decorate('visitors', new VisitorStore(() => app.sequences.nextQuoteId()));
  app.decorateRequest('visitor');

  // A callback hook, not an async one: it never waits, and a promise per request is measurable (scripts/bench/server.ts).
  app.addHook('onRequest', (request, reply, done) => {
    const sessionId = request.cookies[SESSION_COOKIE];
    if (sessionId !== undefined && SESSION_ID_PATTERN.test(sessionId)) {
      request.visitor = app.visitors.obtain(sessionId);
    } else {
      const newId = newSessionId();
      request.visitor = app.visitors.obtain(newId);
      reply.setCookie(SESSION_COOKIE, newId, { httpOnly: true, sameSite: 'lax', path: '/' });
    }
    done();
  });
});
