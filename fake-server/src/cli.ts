import { resolve } from 'node:path';
import { randomBytes } from 'node:crypto';
import { ADMIN_PREFIX } from '#contracts/fake-backend/admin.ts';
import { STORE_IDS } from '#contracts/constants/stores.ts';
import { buildServer } from './app.ts';
import { isLoopbackHost } from './plugins/admin-guard.ts';
import { panelScript } from './routes/admin/panel-page.ts';
import { trustedOriginsFromEnv } from './plugins/cross-site.ts';
import { cspExtrasFromEnv } from '#contracts/constants/csp.ts';

const port = Number(process.env.PORT ?? 3000);
// Loopback only unless HOST says otherwise: the fake backend and its admin API are for this machine.
const host = process.env.HOST ?? '127.0.0.1';
// FAKE_STATE_FILE=path keeps carts, customers, orders and uploads across restarts (docs/decisions/031-optional-persistence.md).
const stateFile = process.env.FAKE_STATE_FILE || undefined;
// A server open to other machines lets them reach the admin API only with a token: ADMIN_TOKEN, else one made
// now and printed once below (docs/decisions/028-a-hardened-fake-backend.md). Callers on this machine need none.
const opened = !isLoopbackHost(host.includes(':') && !host.startsWith('[') ? `[${host}]` : host);
// An empty ADMIN_TOKEN is no token (it would otherwise let in `Authorization: Bearer ` with nothing after it).
const adminToken = process.env.ADMIN_TOKEN || (opened ? randomBytes(24).toString('base64url') : undefined);
// FAKE_VISITOR_IDLE_MINUTES: how long an unseen visitor (cart, uploads) is kept; 24 h by default.
const idleMinutes = Number(process.env.FAKE_VISITOR_IDLE_MINUTES);
// FAKE_NEW_VISITORS_PER_MINUTE: how many new visitors (first visits) one address may make a minute; 1200 by default.
const newVisitorsPerMinute = Number(process.env.FAKE_NEW_VISITORS_PER_MINUTE);
// FAKE_UPLOADS_MAX_MB: all visitors' uploads together, in MB; 2048 (2 GB) by default. Beyond it an upload is a 507.
const uploadsMaxMb = Number(process.env.FAKE_UPLOADS_MAX_MB);
// Warnings and errors only, so the URL to open stays visible; LOG_LEVEL=info logs every request.
const app = await buildServer({
  logger: { level: process.env.LOG_LEVEL ?? 'warn' },
  // CSP_SCRIPT_SRC, CSP_CONNECT_SRC, …: the real providers' and tag manager's origins (docs/reference/security-and-caching.md "Security headers").
  cspExtras: cspExtrasFromEnv(process.env),
  // FAKE_CALL_LOG=path: one line per answered request, for npm run coverage:contract (playwright.config.ts sets it).
  ...(process.env.FAKE_CALL_LOG ? { callLog: process.env.FAKE_CALL_LOG } : {}),
  // FAKE_EXCHANGE_LOG=path: each documented call with its request and answer, for npm run openapi:proxy-check -- --e2e.
  ...(process.env.FAKE_EXCHANGE_LOG ? { exchangeLog: process.env.FAKE_EXCHANGE_LOG } : {}),
  ...(stateFile === undefined ? {} : { stateFile }),
  ...(adminToken === undefined ? {} : { adminToken }),
  // On loopback, every route refuses a Host that names another machine (DNS rebinding); an opened server cannot know its names.
  loopbackHostsOnly: !opened,
  ...(idleMinutes > 0 ? { visitorIdleMinutes: idleMinutes } : {}),
  ...(newVisitorsPerMinute > 0 ? { newVisitorsPerMinute } : {}),
  ...(uploadsMaxMb > 0 ? { uploadDiskCapBytes: Math.round(uploadsMaxMb * 1024 * 1024) } : {}),
  // FAKE_LATENCY_MS=50: every answer waits that long, as a backend elsewhere would (the e2e production profile).
  ...(Number(process.env.FAKE_LATENCY_MS) > 0 ? { latencyMs: Number(process.env.FAKE_LATENCY_MS) } : {}),
  // TRUSTED_ORIGINS=https://shop.example,…: a client served from another origin may call the state-changing endpoints.
  trustedOrigins: trustedOriginsFromEnv(process.env.TRUSTED_ORIGINS),
});
await app.listen({ port, host });
// The dev panel's script is bundled once per process (routes/admin/panel-page.ts): now, so its first page does not wait.
panelScript().catch((error: unknown) => app.log.warn({ err: error }, 'the dev panel script could not be bundled'));

// PUBLIC_URL: where the buyer opens the site, which fronts this backend (the storefront server, or Vite's dev server).
const url = process.env.PUBLIC_URL ?? `http://${host === '127.0.0.1' ? 'localhost' : host}:${port}/`;
console.log(`Fake backend ready on http://${host}:${port}/ (the site: ${url})`);
console.log(
  stateFile === undefined
    ? 'State kept in memory only (FAKE_STATE_FILE=path keeps it across restarts)'
    : `State kept in ${resolve(stateFile)}`,
);
for (const [what, file] of [
  ['Exchange log', process.env.FAKE_EXCHANGE_LOG],
  ['Call log', process.env.FAKE_CALL_LOG],
] as const) {
  if (file)
    console.log(`${what}: ${resolve(file)} (mode 0600; passwords, cards, bank accounts, cookies, formkeys and authorisation redacted)`);
}
console.log(`Pick a store with ?store=<id> (${STORE_IDS.join(', ')}), e.g. ${url}?store=16`);
if (opened && !process.env.ADMIN_TOKEN) {
  console.log(`HOST opens the server: other machines reach ${ADMIN_PREFIX} with the header Authorization: Bearer ${adminToken}`);
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void app.close().then(() => process.exit(0));
  });
}
