import { ADMIN_PREFIX, JOURNAL_SIZE, JOURNAL_URL_LENGTH } from '#contracts/fake-backend/admin.ts';
import { redactUrl } from '#contracts/server/secret-redaction.ts';
import { sharedPlugin } from '../plugin.ts';
import { DOCS_PREFIX } from './api-docs.ts';

/**
 * The request journal the dev panel shows (as WireMock's request log): each visitor's last JOURNAL_SIZE calls with
 * status and time. API calls only: a route with a fixed pattern (the contract table, provider pages, documents), not the
 * client's files or pages (wildcard routes), not the admin API or the docs themselves. A callback hook, no promise.
 * The URL with its secrets redacted, as every log of the fake (contracts/src/server/secret-redaction.ts).
 */
export const journalPlugin = sharedPlugin(async (app) => {
  app.addHook('onResponse', (request, reply, done) => {
    const route = request.routeOptions.url;
    const { visitor } = request;
    if (route !== undefined && !route.includes('*') && !route.startsWith(ADMIN_PREFIX) && !route.startsWith(DOCS_PREFIX) && visitor) {
      visitor.journal.push({
        at: new Date().toISOString(),
        method: request.method,
        url: redactUrl(request.url).slice(0, JOURNAL_URL_LENGTH),
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime * 10) / 10,
      });
      if (visitor.journal.length > JOURNAL_SIZE) visitor.journal.shift();
    }
    done();
  });
});
