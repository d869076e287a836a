import { createWriteStream, mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { sharedPlugin } from '../plugin.ts';

/**
 * Opt-in (FAKE_CALL_LOG=path, fake-server/src/cli.ts): appends `METHOD routeUrl status` for every answered request,
 * so `npm run coverage:contract` can count which endpoints the e2e run reached (playwright.config.ts sets it).
 * One line per request through a stream (no promise per request); a killed server loses at most the last lines.
 */
export const callLogPlugin = sharedPlugin<{ callLog: string }>(async (app, { callLog }) => {
  mkdirSync(dirname(callLog), { recursive: true });
  const log = createWriteStream(callLog, { flags: 'a' });
  app.addHook('onResponse', (request, reply, done) => {
    log.write(`${request.method} ${request.routeOptions.url ?? request.url} ${reply.statusCode}\n`);
    done();
  });
  app.addHook('onClose', (_app, done) => {
    log.end(done);
  });
});
