/**
 * `npm run bench`: issue 13's figures from one run on this machine, printed, never asserted.
 * Each part lives in scripts/bench/<part>.ts, runs standalone too, and returns its figures:
 * the client's JS per route next to the React floor (built in this run), Lighthouse and step-to-step timing
 * in Debian's Chromium against the fake server serving that same build, then the fake server next to a bare one.
 */
import { join } from 'node:path';
import { benchBrowser, printBrowserFigures } from './bench/browser.ts';
import { benchServer, CONNECTIONS, formatServerBench } from './bench/server.ts';
import { benchSize, sizeFiguresTable } from './bench/size.ts';
import { ROOT, withFakeServer } from './lib/serve-build.ts';

const clientDir = join(ROOT, 'dist', 'client');

console.log('▶ JavaScript a first visit downloads (gzip level 9), next to the smallest Vite + React 19 app');
const sizes = await benchSize({ distDir: clientDir });
for (const line of sizeFiguresTable(sizes)) console.log(line);

console.log('\n▶ In the browser (Lighthouse 12 mobile: simulated Slow 4G, 4× CPU; Debian Chromium)');
printBrowserFigures(await withFakeServer(clientDir, (baseUrl) => benchBrowser({ baseUrl })));

console.log(`\n▶ The fake server next to a bare node:http server answering the same bytes`);
console.log(formatServerBench(await benchServer(), CONNECTIONS));
