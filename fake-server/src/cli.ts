import { STORE_IDS } from '#contracts/stores.ts';
import { buildServer } from './app.ts';
import { trustedOriginsFromEnv } from './plugins/cross-site.ts';
import { cspExtrasFromEnv } from './plugins/security-headers.ts';

const port = Number(process.env.PORT ?? 3000);
// Loopback only unless HOST says otherwise: the fake backend and its admin API are for this machine.
const host = process.env.HOST ?? '127.0.0.1';
// Warnings and errors only, so the URL to open stays visible; LOG_LEVEL=info logs every request.
const app = await buildServer({
  logger: { level: process.env.LOG_LEVEL ?? 'warn' },
  // CLIENT_DIR serves another build, e.g. the e2e run's own (playwright.config.ts).
  ...(process.env.CLIENT_DIR ? { clientDir: process.env.CLIENT_DIR } : {}),
  // CSP_SCRIPT_SRC, CSP_CONNECT_SRC, …: the real providers' and tag manager's origins (README "Security headers").
  cspExtras: cspExtrasFromEnv(process.env),
  // TRUSTED_ORIGINS=https://shop.example,…: a client served from another origin may call the state-changing endpoints.
  trustedOrigins: trustedOriginsFromEnv(process.env.TRUSTED_ORIGINS),
});
await app.listen({ port, host });

// PUBLIC_URL: where the buyer opens the site when something fronts this server (the Vite dev server).
const url = process.env.PUBLIC_URL ?? `http://${host === '127.0.0.1' ? 'localhost' : host}:${port}/`;
console.log(`Storefront (fake backend) ready: open ${url}`);
console.log(`Pick a store with ?store=<id> (${STORE_IDS.join(', ')}), e.g. ${url}?store=16`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void app.close().then(() => process.exit(0));
  });
}
