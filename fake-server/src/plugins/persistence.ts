import { resolve } from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { SESSION_COOKIE } from '#contracts/fake-backend/admin.ts';
import { endpointRoutes, type EndpointRoute } from '#contracts/api/endpoint-routes.ts';
import { sharedPlugin } from '../plugin.ts';
import { removeLeftTemporaries } from '../state/atomic-write.ts';
import { readStateFile, restoreState, stateFilePieces } from '../state/state-file.ts';
import { StateWriter } from '../state/state-writer.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The state file's writer when the server keeps its state (FAKE_STATE_FILE), else null. */
    stateWriter: StateWriter | null;
  }
  interface FastifyContextConfig {
    /** A GET route outside the contract table that changes state (a provider's answer page). */
    changesState?: true;
  }
}

/** The contract's GET calls that change state (EndpointRoute.changesState); every other method changes state anyway. */
const stateChangingPaths = new Set(
  Object.values(endpointRoutes as Record<string, EndpointRoute>)
    .filter((route) => route.changesState === true)
    .map((route) => route.path),
);

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The request may have changed the state: a write, a state-changing GET, or a new session (a new visitor). */
function mayHaveChangedState(request: FastifyRequest, reply: FastifyReply): boolean {
  if (!READS.has(request.method)) return true;
  if (request.routeOptions.config.changesState === true || stateChangingPaths.has(request.routeOptions.url ?? '')) return true;
  const cookies = reply.getHeader('set-cookie');
  return (Array.isArray(cookies) ? cookies : [String(cookies ?? '')]).some((cookie) => cookie.startsWith(`${SESSION_COOKIE}=`));
}

export interface PersistenceOptions {
  [key: string]: unknown;
  /** The state file (FAKE_STATE_FILE); without it nothing is saved. */
  stateFile?: string | undefined;
  /** Where a problem with the file is told (default stderr): a file that could not be loaded, a write that failed. */
  report?: ((message: string) => void) | undefined;
}

const toStderr = (message: string) => void process.stderr.write(`fake backend: ${message}\n`);

/**
 * Optional persistence (docs/decisions/031-optional-persistence.md): with a state file, the state it holds is
 * loaded at start (checked; a file this server cannot read is moved aside and the server starts empty), and
 * written atomically after every response that may have changed state (coalesced, after the answer went out)
 * and when the server closes. Registered after every store it saves and before the routes.
 */
export const persistencePlugin = sharedPlugin<PersistenceOptions>(async (app, options) => {
  const { stateFile, report = toStderr } = options;
  if (stateFile === undefined) {
    app.decorate('stateWriter', null);
    return;
  }
  const path = resolve(stateFile);
  const read = readStateFile(path);
  if (read.kind === 'read') restoreState(app, read.state);
  if (read.kind === 'rejected') {
    const kept =
      read.keptAs === null ? 'it could not be moved aside, so it is left as it is and nothing is saved' : `kept as ${read.keptAs}`;
    report(`the state file ${path} was not loaded: ${read.reason}; ${kept}; starting with an empty state`);
    if (read.keptAs === null) {
      app.decorate('stateWriter', null);
      return;
    }
  }
  await removeLeftTemporaries(path);

  const writer = new StateWriter(path, () => stateFilePieces(app), report);
  app.decorate('stateWriter', writer);
  // A callback hook: after the answer went out, it only marks the state changed; the write happens later.
  app.addHook('onResponse', (request, reply, done) => {
    if (mayHaveChangedState(request, reply)) writer.changed();
    done();
  });
  app.addHook('onClose', async () => writer.flush());
});
