/**
 * `npm run bench`: issues 13 and 25's figures from one run on this machine, printed, never asserted.
 * Each part lives in scripts/bench/<part>.ts, runs standalone too, and returns its figures:
 * the client's JS per route next to the React floor (built once in this run); Lighthouse next to that same floor and
 * step-to-step timing in Debian's Chromium on the production path, what buyers get: the storefront server serving that
 * build in front of the fake backend in its own process, 50 ms away (it replaced the zero-latency path; the floor is
 * served the same way by a second site, so both are sent alike; another path, such as the static prerender, is one more
 * entry of benchBrowser's `paths`); the storefront server's page renders under load, on the main thread, on one render
 * thread and on one per core, beside a static file; then the fake server next to a bare one.
 * BENCH_RUNS (5), BENCH_STEP_RUNS (7), BENCH_INDEX_MARGIN (0.2), BENCH_PAGES, BENCH_RENDER_SECONDS (3) and
 * BENCH_SKIP_SERVER=1 (skips the renders and the fake server) shorten it.
 */
import { join } from 'node:path';
import { PATHS_NOTE, benchBrowser, withProductionPath } from './bench/browser.ts';
import { benchRenders, formatRenderBench } from './bench/renders.ts';
import { benchServer, CONNECTIONS, formatServerBench } from './bench/server.ts';
import { benchSize, sizeFiguresTable } from './bench/size.ts';
import { buildReactFloor } from './lib/react-floor.ts';
import { ROOT } from './lib/serve-build.ts';

const clientDir = join(ROOT, 'dist', 'client');
const floorDir = await buildReactFloor(join(ROOT, 'dist', 'bench-floor'));

console.log('▶ JavaScript a first visit downloads (gzip level 9), next to the smallest Vite + React 19 app');
const sizes = await benchSize({ distDir: clientDir, floorDir });
for (const line of sizeFiguresTable(sizes)) console.log(line);

console.log(`\n▶ In the browser (Lighthouse 12 mobile: simulated Slow 4G, 4× CPU; Debian Chromium), beside the React floor: ${PATHS_NOTE}`);
await withProductionPath(clientDir, floorDir, (urls) => benchBrowser(urls));

if (process.env.BENCH_SKIP_SERVER !== '1') {
  console.log('\n▶ The storefront server rendering pages under load: on the main thread, on one render thread, on one per core');
  console.log(formatRenderBench(await benchRenders({ clientDir })));

  console.log(`\n▶ The fake server next to a bare node:http server answering the same bytes`);
  console.log(formatServerBench(await benchServer(), CONNECTIONS));
}
