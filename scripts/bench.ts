/**
 * `npm run bench`: issues 13 and 25's figures from one run on this machine, printed, never asserted.
 * Each part lives in scripts/bench/<part>.ts, runs standalone too, and returns its figures:
 * the client's JS per route next to the React floor (built once in this run), Lighthouse next to that same floor and
 * step-to-step timing in Debian's Chromium against the fake server serving that same build (the floor served by a
 * second fake server, so both are sent alike), then the fake server next to a bare one.
 * BENCH_RUNS (5), BENCH_STEP_RUNS (7), BENCH_INDEX_MARGIN (0.2), BENCH_PAGES and BENCH_SKIP_SERVER=1 shorten it.
 */
import { join } from 'node:path';
import { benchBrowser } from './bench/browser.ts';
import { benchServer, CONNECTIONS, formatServerBench } from './bench/server.ts';
import { benchSize, sizeFiguresTable } from './bench/size.ts';
import { buildReactFloor } from './lib/react-floor.ts';
import { ROOT, withSite } from './lib/serve-build.ts';

const clientDir = join(ROOT, 'dist', 'client');
const floorDir = await buildReactFloor(join(ROOT, 'dist', 'bench-floor'));

console.log('▶ JavaScript a first visit downloads (gzip level 9), next to the smallest Vite + React 19 app');
const sizes = await benchSize({ distDir: clientDir, floorDir });
for (const line of sizeFiguresTable(sizes)) console.log(line);

console.log('\n▶ In the browser (Lighthouse 12 mobile: simulated Slow 4G, 4× CPU; Debian Chromium), beside the React floor');
await withSite(floorDir, (floorUrl) => withSite(clientDir, (baseUrl) => benchBrowser({ baseUrl, floorUrl })));

if (process.env.BENCH_SKIP_SERVER !== '1') {
  console.log(`\n▶ The fake server next to a bare node:http server answering the same bytes`);
  console.log(formatServerBench(await benchServer(), CONNECTIONS));
}
