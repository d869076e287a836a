/**
 * `npm start` (after `npm run build`): the whole site offline, as a deploy runs it. The fake backend in a process of its
 * own, and the storefront server (npm run serve) in front of it on PORT (default 3000), with `?store=` on.
 */
import { join } from 'node:path';
import { ROOT, startSite } from './lib/serve-build.ts';

const port = Number(process.env.PORT ?? 3000);
const site = await startSite({ port, clientDir: process.env.CLIENT_DIR ?? join(ROOT, 'dist', 'client'), output: 'inherit' });
console.log(`The demo customer is cliente@example.com / Secreto-2026; /__admin is the dev panel, /__docs the API reference.`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    site.stop();
    process.exit(0);
  });
}
