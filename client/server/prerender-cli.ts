import { relative, resolve } from 'node:path';
import { cspExtrasFromEnv } from '#contracts/constants/csp.ts';
import { readCliSettings } from './cli-settings.ts';
import { prerenderSite } from './prerender.ts';

/**
 * `npm run prerender`: the site for a static host (nginx, a CDN) in front of the real backend (decision 035,
 * client/server/prerender.ts). BACKEND_URL (required) is the backend the pages' public data comes from and nginx.conf
 * proxies to; PORTALS_FILE the portals file (default: the 15 demo stores); CLIENT_DIR the build (default dist/client);
 * OUT_DIR where the site goes (default dist/prerender); NGINX_LISTEN and NGINX_ROOT nginx.conf's listen (default 80)
 * and root (default OUT_DIR); FAKE_BACKEND=1 when the backend is the fake; CSP_* the policy's extra sources.
 */
const { fail, backendUrl, portals, clientDir } = await readCliSettings('npm run prerender');
const outDir = resolve(process.env.OUT_DIR ?? 'dist/prerender');

const result = await prerenderSite({
  clientDir,
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
