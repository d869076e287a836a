import { cspExtrasFromEnv } from '#contracts/constants/csp.ts';
import { buildStorefront } from './app.ts';
import { storefrontLogger } from './log-redaction.ts';
import { readCliSettings } from './cli-settings.ts';

/**
 * `npm run serve`: the storefront in front of a backend (docs/reference/production.md). BACKEND_URL (required) is the
 * backend every backend path goes to; PORT (default 8080) and HOST (default 127.0.0.1; 0.0.0.0 behind a load
 * balancer) where this server listens; PORTALS_FILE the portals file (default: the 15 demo stores); CLIENT_DIR the
 * build (default dist/client); STORE_QUERY=1 lets `?store=<id>` pick the portal; FAKE_BACKEND=1 when the backend is
 * the fake; SESSION_COOKIE the backend's session cookie; RENDER_THREADS the render threads (default one per core; 0 renders on the main thread); TRUST_PROXY the load balancer's address (Fastify's trustProxy); CSP_* the policy's extra sources;
 * LOG_LEVEL (default info).
 */
const { fail, backendUrl, portalsFile, portals, clientDir } = await readCliSettings('npm run serve');
const port = Number(process.env.PORT ?? 8080);
if (!Number.isInteger(port) || port < 0 || port > 65535) fail(`PORT=${process.env.PORT} is not a port`);
const host = process.env.HOST ?? '127.0.0.1';
const trustProxy = process.env.TRUST_PROXY;

const app = await buildStorefront({
  clientDir,
  backendUrl,
  portals,
  storeQuery: process.env.STORE_QUERY === '1',
  fakeBackend: process.env.FAKE_BACKEND === '1',
  ...(process.env.SESSION_COOKIE ? { sessionCookie: process.env.SESSION_COOKIE } : {}),
  ...(/^[0-9]{1,3}$/.test(process.env.RENDER_THREADS ?? '') ? { renderThreads: Number(process.env.RENDER_THREADS) } : {}),
  cspExtras: cspExtrasFromEnv(process.env),
  logger: storefrontLogger(process.env.LOG_LEVEL ?? 'info'),
  ...(trustProxy ? { trustProxy: trustProxy === 'true' ? true : trustProxy.split(',').map((entry) => entry.trim()) } : {}),
});
await app.listen({ port, host });
const hosts = portals.portals.flatMap((portal) => portal.hosts.map((name) => `${name} → store ${portal.store_id}`));
console.log(`Storefront ready: open http://${host === '127.0.0.1' ? 'localhost' : host}:${port}/ (backend ${backendUrl})`);
console.log(`Portals from ${portalsFile}: ${hosts.length} host names (${hosts.slice(0, 3).join(', ')}…)`);

/** On SIGTERM (a deploy, a scale-in) or SIGINT: no new connections, the requests in flight answered, then exit. */
const DRAIN_LIMIT_MS = 10_000;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    app.log.info(`${signal}: draining the requests in flight`);
    setTimeout(() => process.exit(1), DRAIN_LIMIT_MS).unref();
    void app.close().then(() => process.exit(0));
  });
}
