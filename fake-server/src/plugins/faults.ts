import { setTimeout as sleep } from 'node:timers/promises';
import { adminEndpoints } from '#contracts/admin.ts';
import { HttpError } from '../errors.ts';
import { pathOf } from '../paths.ts';
import { sharedPlugin } from '../plugin.ts';

/** Applies the faults set through the admin API to the visitor's next calls to that exact path. */
export const faultsPlugin = sharedPlugin(async (app) => {
  app.addHook('onRequest', async (request) => {
    const path = pathOf(request.url);
    const { faults } = request.visitor;
    const fault = faults.get(path);
    if (fault === undefined) return;
    fault.remaining -= 1;
    if (fault.remaining === 0) faults.delete(path);
    if (fault.delayMs > 0) await sleep(fault.delayMs);
    if (fault.status !== null) {
      throw new HttpError(fault.status, `fault injected through ${adminEndpoints.faults.path}`);
    }
  });
});
