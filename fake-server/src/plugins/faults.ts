import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyRequest } from 'fastify';
import { adminEndpoints } from '#contracts/fake-backend/admin.ts';
import { HttpError, errorResponse } from '../errors.ts';
import { pathOf } from '../paths.ts';
import { sharedPlugin } from '../plugin.ts';

/**
 * Applies the faults set through the admin API to the visitor's next calls to that exact path: a failure before the
 * call is handled, a late answer, or (answerDropped) the call handled and its answer replaced by the failure after.
 */
export const faultsPlugin = sharedPlugin(async (app) => {
  /** The requests whose answer is to be dropped, with the status that replaces it. */
  const dropped = new WeakMap<FastifyRequest, number>();
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
    if (fault.answerDropped && fault.status !== null) {
      dropped.set(request, fault.status);
      done();
      return;
    }
    const fail = () =>
      done(fault.status === null ? undefined : new HttpError(fault.status, `fault injected through ${adminEndpoints.faults.path}`));
    if (fault.delayMs > 0) void sleep(fault.delayMs).then(fail);
    else fail();
  });
  app.addHook('onSend', (request, reply, payload, done) => {
    const status = dropped.get(request);
    if (status === undefined) {
      done(null, payload);
      return;
    }
    dropped.delete(request);
    void reply.code(status).header('content-type', 'application/json; charset=utf-8');
    done(
      null,
      JSON.stringify(
        errorResponse(status, `answer dropped after the call was handled: fault injected through ${adminEndpoints.faults.path}`),
      ),
    );
  });
});
