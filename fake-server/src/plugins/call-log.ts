import { redactUrl } from '#contracts/server/secret-redaction.ts';
import { sharedPlugin } from '../plugin.ts';
import { ownerOnlyLog } from './owner-only-log.ts';

/**
 * Opt-in (FAKE_CALL_LOG=path, fake-server/src/cli.ts): appends `METHOD routeUrl status` for every answered request,
 * so `npm run coverage:contract` can count which endpoints the e2e run reached (playwright.config.ts sets it).
 * One line per request through a stream (no promise per request); a killed server loses at most the last lines.
 * The route's pattern, else the URL with its secrets redacted (contracts/src/server/secret-redaction.ts); mode 0600.
 */
export const callLogPlugin = sharedPlugin<{ callLog: string }>(async (app, { callLog }) => {
  const log = ownerOnlyLog(app, callLog, 'call log');
  app.addHook('onResponse', (request, reply, done) => {
    log.write(`${request.method} ${request.routeOptions.url ?? redactUrl(request.url)} ${reply.statusCode}\n`);
    done();
  });
  app.addHook('onClose', (_app, done) => {
    log.end(done);
  });
});
