/**
 * `npm run size`: builds the client and prints, for each route of size-budget.json, the JavaScript a first visit
 * downloads (files, gzip KiB), its budget, the margin and its ratio to the React floor (the smallest Vite + React app
 * built with the same versions). Exits non-zero when a route is over its budget, any chunk of the build has a
 * TypeBox source (docs/decisions/026), or a lazy import would preload the entry chunk (issue 27).
 *
 *   --dist <dir>   measure this build instead of dist/client
 *   --no-build     measure the build as it is (npm test: the e2e build it has just made)
 *   --no-floor     skip the React floor (npm test: the budget is enforced, the ratio is only printed)
 */
import { relative, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { sizeTable } from './lib/size-budget.ts';
import { DEFAULT_CLIENT_DIR, sizeReport } from './lib/size-report.ts';

const { values } = parseArgs({
  options: { dist: { type: 'string' }, 'no-build': { type: 'boolean' }, 'no-floor': { type: 'boolean' } },
});
const distDir = values.dist === undefined ? DEFAULT_CLIENT_DIR : resolve(values.dist);

const report = await sizeReport({ distDir, build: values['no-build'] !== true, floor: values['no-floor'] !== true });
console.log(`JavaScript a first visit downloads, gzip level 9 (${relative(process.cwd(), distDir) || '.'}; budgets in size-budget.json)`);
for (const line of sizeTable(report.routes, report.floor?.gzipBytes)) console.log(`  ${line}`);
if (report.floor) console.log(`  React floor: ${report.floor.files} file(s), ${(report.floor.gzipBytes / 1024).toFixed(1)} KiB gzip`);

const over = report.routes.filter((route) => route.over);
for (const route of over) console.error(`✗ ${route.route} is ${(-route.marginBytes / 1024).toFixed(1)} KiB over its budget`);
for (const chunk of report.typeboxChunks) console.error(`✗ ${chunk} carries TypeBox: the browser ships none (docs/decisions/026)`);
if (report.typeboxChunks.length === 0) console.log('  TypeBox in the build: none');
for (const chunk of report.entryPreloads) console.error(`✗ ${chunk} would preload the entry chunk the page runs already (issue 27)`);
if (report.entryPreloads.length === 0) console.log('  Lazy imports preloading the entry chunk: none');
if (over.length > 0 || report.typeboxChunks.length > 0 || report.entryPreloads.length > 0) process.exit(1);
