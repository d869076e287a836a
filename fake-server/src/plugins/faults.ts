import { setTimeout as sleep } from 'node:timers/promises';
import { adminEndpoints } from '#contracts/fake-backend/admin.ts';
import { HttpError } from '../errors.ts';
import { pathOf } from '../paths.ts';
import { sharedPlugin } from '../plugin.ts';

/** Applies the faults set through the admin API to the visitor's next calls to that exact path. */
export const faultsPlugin = sharedPlugin(async (app) => {
  // A callback hook: a visitor without faults (nearly every request) passes without a promise (scripts/bench/server.ts).
  app.addHook('onRequest', (request, _reply, done) => {
    const { faults } = request.visitor;
    const path = faults.size === 0 ? '' : pathOf(request.url);
    const fault = faults.get(path);
    if (fault === undefined) {
      done();
      return;
    }
    fault.remaining -= 1;
    if (fault.remaining === 0) faults.delete(path);
    const fail = () =>
      done(fault.status === null ? undefined : new HttpError(fault.status, `fault injected through ${adminEndpoints.faults.path}`));
    if (fault.delayMs > 0) void sleep(fault.delayMs).then(fail);
    else fail();
  });
});
