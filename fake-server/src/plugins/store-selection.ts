import { isStoreId, STORE_IDS } from '#contracts/stores.ts';
import { HttpError } from '../errors.ts';
import { isApiPath, pathOf } from '../paths.ts';
import { sharedPlugin } from '../plugin.ts';

/**
 * `?store=<id>` on any request (page, asset or API call) makes that the visitor's store until
 * another `?store=` is given. An unknown id on an API call is a bad request naming
 * `querystring/store`; on a page request it is ignored, so the page still loads with the
 * visitor's current store (a mistyped link must not show the buyer an error page).
 */
export const storeSelectionPlugin = sharedPlugin(async (app) => {
  // A callback hook: it never waits (scripts/bench/server.ts).
  app.addHook('onRequest', (request, _reply, done) => {
    const { store } = request.query as { store?: unknown };
    if (store === undefined) {
      done();
      return;
    }
    const storeId = typeof store === 'string' && /^[0-9]+$/.test(store) ? Number(store) : Number.NaN;
    if (isStoreId(storeId)) {
      request.visitor.storeId = storeId;
    } else if (isApiPath(pathOf(request.url))) {
      done(new HttpError(400, `querystring/store must be one of ${STORE_IDS.join(', ')}`));
      return;
    }
    done();
  });
});
