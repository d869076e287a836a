import { isStoreId, STORE_IDS, type StoreId } from '#contracts/constants/stores.ts';
import { HttpError } from '../errors.ts';
import { isApiPath } from '../paths.ts';
import { sharedPlugin } from '../plugin.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The visitor's store before this request's `?store=` switched it, to put back if the request is refused. */
    storeBefore: StoreId | undefined;
  }
}

/**
 * `?store=<id>` on any request (page, asset or API call) makes that the visitor's store until another `?store=` is
 * given. An unknown id on an API call is a bad request naming `querystring/store`; on a page request it is ignored,
 * so the page still loads with the visitor's current store (a mistyped link must not show the buyer an error page).
 *
 * The store is state, so it changes only for a request that is answered (docs/decisions/029): this runs before the
 * handler, after every guard and the schema's check, so a refused request switches nothing, and a request the handler
 * refuses gets its visitor's store back. A request another site
 * sent (request.crossSite, a link or a form elsewhere) picks the store only for a visitor it makes: a partner's link
 * brings a new buyer to the right store, but cannot switch the store under a buyer who already has a session here.
 * Which kind of path it is comes from the route the router matched, not from the URL as sent.
 */
export const storeSelectionPlugin = sharedPlugin(async (app) => {
  app.decorateRequest('storeBefore');
  // A callback hook: it never waits (scripts/bench/server.ts).
  app.addHook('preHandler', (request, _reply, done) => {
    const { store } = request.query as { store?: unknown };
    if (store === undefined) {
      done();
      return;
    }
    const storeId = typeof store === 'string' && /^[0-9]+$/.test(store) ? Number(store) : Number.NaN;
    if (!isStoreId(storeId)) {
      done(
        isApiPath(request.routeOptions.url ?? '')
          ? new HttpError(400, `querystring/store must be one of ${STORE_IDS.join(', ')}`)
          : undefined,
      );
      return;
    }
    // An id rotated away at login or logout reads for a moment; it switches nothing (issue 41).
    if (request.session === 'rotated') {
      done(
        isApiPath(request.routeOptions.url ?? '')
          ? new HttpError(403, `querystring/store: this session id was replaced at login or logout and switches no store: send the new one`)
          : undefined,
      );
      return;
    }
    if (request.crossSite === undefined || request.session === 'new') {
      request.storeBefore = request.visitor.storeId;
      request.visitor.storeId = storeId;
    }
    done();
  });
  // The handler refused the request (a 4xx of its own rules, or a failure): the store it was asked for is not kept.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (request.storeBefore !== undefined && reply.statusCode >= 400) request.visitor.storeId = request.storeBefore;
    done(null, payload);
  });
});
