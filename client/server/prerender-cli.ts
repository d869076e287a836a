import { relative, resolve } from 'node:path';
import { cspExtrasFromEnv } from '#contracts/constants/csp.ts';
import { DEFAULT_PORTALS_FILE, loadPortals } from './portals.ts';
import { prerenderSite } from './prerender.ts';

/**
 * `npm run prerender`: the site for a static host (nginx, a CDN) in front of the real backend (decision 035,
 * client/server/prerender.ts). BACKEND_URL (required) is the backend the pages' public data comes from and nginx.conf
 * proxies to; PORTALS_FILE the portals file (default: the 15 demo stores); CLIENT_DIR the build (default dist/client);
 * OUT_DIR where the site goes (default dist/prerender); NGINX_LISTEN and NGINX_ROOT nginx.conf's listen (default 80)
 * and root (default OUT_DIR); FAKE_BACKEND=1 when the backend is the fake; CSP_* the policy's extra sources.
 */
const fail = (message: string): never => {
  console.error(`npm run prerender: ${message}`);
  process.exit(1);
};

const backendUrl =
  process.env.BACKEND_URL ?? fail('BACKEND_URL is not set: the address of the backend, e.g. BACKEND_URL=http://127.0.0.1:3001');
if (!/^https?:\/\/[^/]+/.test(backendUrl)) fail(`BACKEND_URL=${backendUrl} is not an http(s) address`);
const portalsFile = resolve(process.env.PORTALS_FILE ?? DEFAULT_PORTALS_FILE);
const portals = await loadPortals(portalsFile).catch((error: unknown) => fail(`the portals file is refused: ${(error as Error).message}`));
const outDir = resolve(process.env.OUT_DIR ?? 'dist/prerender');

const result = await prerenderSite({
  clientDir: resolve(process.env.CLIENT_DIR ?? 'dist/client'),
  backendUrl,
  portals,
  outDir,
  nginx: {
    ...(process.env.NGINX_LISTEN ? { listen: process.env.NGINX_LISTEN } : {}),
    ...(process.env.NGINX_ROOT ? { root: process.env.NGINX_ROOT } : {}),
  },
  fakeBackend: process.env.FAKE_BACKEND === '1',
  cspExtras: cspExtrasFromEnv(process.env),
}).catch((error: unknown) => fail(error instanceof Error ? error.message : String(error)));

const fromHere = relative(process.cwd(), outDir);
const shown = fromHere === '' ? '.' : fromHere.startsWith('..') ? outDir : fromHere;
for (const file of result.files) console.info(`  ${shown}/${file}`);
console.info(
  `Prerendered ${result.pages} pages for ${portals.portals.length} portals into ${shown}/, each portal's index.html beside them, ` +
    `with ${shown}/csp.txt (the pages' Content-Security-Policy) and ${shown}/nginx.conf (nginx -c ${outDir}/nginx.conf).`,
);
