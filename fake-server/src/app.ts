import { fileURLToPath } from 'node:url';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyServerOptions } from 'fastify';
import { schemaController, validatorCompiler } from './compilers.ts';
import { endConnectionsWhenClosing } from '#contracts/server/close-connections.ts';
import { errorResponse } from './errors.ts';
import { pathOf } from './paths.ts';
import { callLogPlugin } from './plugins/call-log.ts';
import { exchangeLogPlugin } from './plugins/exchange-log.ts';
import { adminGuardPlugin, loopbackHostPlugin } from './plugins/admin-guard.ts';
import { apiDocsPlugin } from './plugins/api-docs.ts';
import { crossSitePlugin } from './plugins/cross-site.ts';
import { customersPlugin } from './plugins/customers.ts';
import { errorHandlerPlugin } from './plugins/error-handler.ts';
import { faultsPlugin } from './plugins/faults.ts';
import { journalPlugin } from './plugins/journal.ts';
import { jsonBodyPlugin } from './plugins/json-body.ts';
import { noStorePlugin } from './plugins/no-store.ts';
import { fixturesPlugin } from './plugins/fixtures.ts';
import { persistencePlugin } from './plugins/persistence.ts';
import type { CspExtras } from '#contracts/constants/csp.ts';
import { securityHeadersPlugin } from './plugins/security-headers.ts';
import { sequencesPlugin } from './plugins/sequences.ts';
import { storeSelectionPlugin } from './plugins/store-selection.ts';
import { uploadsPlugin } from './plugins/uploads.ts';
import { visitorsPlugin } from './plugins/visitors.ts';
import adminRoutes from './routes/admin/index.ts';
import demoHostRoutes from './routes/demo-host/index.ts';
import documentRoutes from './routes/documents/index.ts';
import providerRoutes from './routes/providers/index.ts';
import restRoutes from './routes/rest/index.ts';
import thirdPartyRoutes from './routes/third-party/index.ts';

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

/**
 * A URL the router cannot even read (a broken percent-escape such as `/%7%42`, a parameter over the length limit) is
 * answered before any hook: in the contract's ErrorResponse, naming the URL, like every other refusal.
 */
const answerUnroutable: NonNullable<FastifyServerOptions['frameworkErrors']> = (error, _request, reply) => {
  const status = error.statusCode ?? 400;
  void (reply as FastifyReply).code(status).send(errorResponse(status, `url: ${error.message}`));
};

export interface ServerOptions {
  /** Turns on the admin API (reset, seed, faults). Default true: this server is the fake backend. */
  fakeMode?: boolean;
  /** Default <repo>/fixtures. */
  fixturesDir?: string;
  /** Fastify's logger setting: false (tests), or e.g. `{ level: 'warn' }`. */
  logger?: FastifyServerOptions['logger'];
  /** The largest upload pushFilesToPedido accepts. Default MAX_UPLOAD_BYTES (contracts/src/rules/uploads.ts). */
  uploadLimitBytes?: number;
  /**
   * All the bytes one customer may upload together, from any of their sessions. Default MAX_UPLOAD_BYTES_PER_CUSTOMER
   * (contracts/src/rules/uploads.ts), or a quarter of the disk cap when that is smaller.
   */
  uploadQuotaBytes?: number;
  /** All the bytes every customer's uploads may take together. Default MAX_UPLOAD_BYTES_ON_SERVER, 2 GB (FAKE_UPLOADS_MAX_MB in the CLI). */
  uploadDiskCapBytes?: number;
  /** Where the temporary upload folder is made. Default the system's temporary folder. */
  uploadsDir?: string;
  /** Sources a deploy adds to the Content-Security-Policy (CSP_SCRIPT_SRC, … in the CLI: cspExtrasFromEnv). */
  cspExtras?: CspExtras;
  /** Appends each answered request's method and route to this file (FAKE_CALL_LOG; the coverage matrix's e2e column). */
  callLog?: string;
  /**
   * Appends each documented call with its request and answer to this file (FAKE_EXCHANGE_LOG; fake mode only), for
   * `npm run openapi:proxy-check -- --e2e` (decision 036).
   */
  exchangeLog?: string;
  /**
   * Keeps the state across restarts in this file (FAKE_STATE_FILE), the uploads in `<file>.uploads/`;
   * default none: every start is a fresh backend. docs/decisions/031-optional-persistence.md
   */
  stateFile?: string;
  /** Where a problem with the state file is told; default stderr. */
  reportStateProblem?: (message: string) => void;
  /**
   * Refuses, on every route, a Host header that does not name this machine (loopbackHostPlugin): the server listens on
   * loopback only. Default true; the CLI turns it off when HOST opens the server to other machines.
   */
  loopbackHostsOnly?: boolean;
  /** Lets admin callers from another machine in with `Authorization: Bearer <adminToken>` (ADMIN_TOKEN in the CLI). */
  adminToken?: string;
  /** Visitors not seen for this long are dropped with their uploads. Default 24 h (FAKE_VISITOR_IDLE_MINUTES in the CLI). */
  visitorIdleMinutes?: number;
  /** The most visitors kept at once (default MAX_VISITORS, 10,000): tests fill a small store instead of a large one. */
  visitorCapacity?: number;
  /** The visitors' clock, milliseconds since the epoch: tests move it to expire visitors without waiting. */
  visitorClock?: () => number;
  /**
   * New visitors one client (remote address) may make a minute, its largest burst too; beyond it 429. Default
   * DEFAULT_NEW_VISITORS_PER_MINUTE, 1200 (FAKE_NEW_VISITORS_PER_MINUTE in the CLI).
   */
  newVisitorsPerMinute?: number;
  /** The clock of the failed-login windows (milliseconds since the epoch): tests move it instead of waiting 15 minutes. */
  loginClock?: () => number;
  /** Origins besides the server's own that may call the state-changing endpoints (TRUSTED_ORIGINS in the CLI; decision 029). */
  trustedOrigins?: readonly string[];
  /** Every answer waits this long first (FAKE_LATENCY_MS in the CLI): a backend in another place, as the e2e profile runs it. */
  latencyMs?: number;
}

/**
 * The fake backend, ready but not listening (the CLI listens; tests call `app.inject`). It answers the backend's paths
 * (contracts/src/api/paths.ts); the storefront server (client/server/) serves the pages in front of it.
 */
export async function buildServer(options: ServerOptions = {}): Promise<FastifyInstance> {
  const {
    fakeMode = true,
    fixturesDir = `${repoRoot}fixtures`,
    logger = false,
    uploadLimitBytes,
    uploadQuotaBytes,
    uploadDiskCapBytes,
    uploadsDir,
    cspExtras = {},
    callLog,
    exchangeLog,
    stateFile,
    reportStateProblem,
    adminToken,
    loopbackHostsOnly = true,
    visitorIdleMinutes,
    visitorCapacity,
    visitorClock,
    newVisitorsPerMinute,
    loginClock,
    trustedOrigins = [],
    latencyMs = 0,
  } = options;
  const app = Fastify({ logger, schemaController, frameworkErrors: answerUnroutable })
    .setValidatorCompiler(validatorCompiler)
    .withTypeProvider<TypeBoxTypeProvider>();

  // onRequest hooks run in this order: the security headers (on every answer, errors included), the admin guard, who
  // the visitor is (a new one only drafted), the cross-site, session and formkey guards, then the pending faults.
  // Every guard decides on the route the router matched (its config, set by onRoute hooks as routes are registered),
  // never on the URL as sent. Only a request that passed them all and the schema's check reaches the preHandler hooks,
  // which keep a drafted visitor and switch the store: a refused request changes nothing (decisions 028 and 029).
  // A close (SIGTERM, a restart) waits for no kept-alive connection of a client such as the storefront server's pool.
  endConnectionsWhenClosing(app);
  if (latencyMs > 0) app.addHook('onRequest', (_request, _reply, done) => void setTimeout(done, latencyMs));
  if (callLog !== undefined) await app.register(callLogPlugin, { callLog });
  await app.register(securityHeadersPlugin, { cspExtras });
  await app.register(errorHandlerPlugin);
  // Before any route: a JSON body nested too deep is refused before it is parsed.
  await app.register(jsonBodyPlugin);
  // Before anything else answers or makes a visitor: a server on loopback answers only its own names (DNS rebinding),
  // and only this machine (or the token) reaches the admin API.
  if (loopbackHostsOnly) await app.register(loopbackHostPlugin);
  if (fakeMode) await app.register(adminGuardPlugin, { adminToken });
  await app.register(fixturesPlugin, { fixturesDir });
  await app.register(sequencesPlugin);
  await app.register(visitorsPlugin, {
    idleMinutes: visitorIdleMinutes,
    capacity: visitorCapacity,
    now: visitorClock,
    newVisitorsPerMinute,
  });
  await app.register(customersPlugin, { loginClock });
  // Before the faults and the routes: a cross-site request or a missing formkey changes nothing (decision 029).
  await app.register(crossSitePlugin, { trustedOrigins });
  await app.register(storeSelectionPlugin);
  await app.register(faultsPlugin);
  if (fakeMode) await app.register(journalPlugin);
  await app.register(uploadsPlugin, {
    uploadLimitBytes,
    uploadQuotaBytes,
    uploadDiskCapBytes,
    uploadsDir,
    keptUploadsDir: stateFile === undefined ? undefined : `${stateFile}.uploads`,
  });
  await app.register(persistencePlugin, { stateFile, report: reportStateProblem });
  // A backend answers its own paths only: the storefront's pages and files are the storefront server's (client/server/).
  app.setNotFoundHandler((request, reply) =>
    reply.code(404).send(errorResponse(404, `Route ${request.method}:${pathOf(request.url)} not found`)),
  );

  // Before the routes: it collects each route's schemas as it is added.
  if (fakeMode) await app.register(apiDocsPlugin);
  // After the reference (it asks which routes are documented), before the routes.
  if (exchangeLog !== undefined) {
    if (!fakeMode) throw new Error('exchangeLog records the documented calls: fake mode only');
    await app.register(exchangeLogPlugin, { exchangeLog });
  }
  // Before the routes too: it marks the personal ones (no-store) as they are added.
  await app.register(noStorePlugin);
  await app.register(restRoutes);
  await app.register(providerRoutes);
  await app.register(documentRoutes);
  await app.register(thirdPartyRoutes);
  if (fakeMode) {
    await app.register(adminRoutes);
    await app.register(demoHostRoutes);
  }

  await app.ready();
  return app;
}
