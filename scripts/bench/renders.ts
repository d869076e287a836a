/**
 * The storefront server's page renders under load for `npm run bench` (decision 043's render threads), printed, never
 * asserted. The fake backend runs in a process of its own (no latency: the renders, not the backend's distance, are
 * measured) and the storefront server in front of it in another, serving the build in dist/client (or, with
 * BENCH_CLIENT_BUILT=1, the one scripts/bench/browser.ts built into dist/bench-client); once with RENDER_THREADS=0 (one
 * process rendering one page after another, as before decision 043), once with RENDER_THREADS=1 (one render thread: the
 * renders off the thread that answers) and once with the default (one render thread per core).
 * autocannon, from this process, loads the chooser `/servicios?store=14` (rendered on the server) as seeded visitors, one
 * per connection (each its opf_sid cookie, from POST /__admin/seed on the storefront's origin; two items in its cart: the
 * server prepares at most 4 pages of one visitor at once) at 1, 10 and 50 connections, each after a
 * warm-up, then a plain static file of the build (/embed.js) from the same server the same way: pages/s, p50, p99.
 * Every page's body is checked for the app's markup (`<div id="root"><`): a page sent without it (the render over its
 * budget, or the backend late) is counted and printed, and pages/s counts only the pages with markup. Each row gives
 * the CPU time per answer of the backend process, of the storefront's main thread, of its other threads (the render
 * threads, and V8's helpers) and of this process (autocannon): on 2 cores they share, this says which one runs out.
 * Beside it, the two targets: at 50 connections, pages/s ≥ 1.6× the rate of RENDER_THREADS=0, and p99 ≤ 1.5×
 * the ideal (connections × one render alone ÷ cores; one render alone is the p50 at 1 connection). Before each
 * measurement the server finishes what the warm-up left queued.
 * Standalone: `node --import tsx scripts/bench/renders.ts` (after `npm run build`); BENCH_RENDER_SECONDS (default 3)
 * is each measurement's length, BENCH_RENDER_SCENARIO the seeded visitor's scenario (default cart-with-two-items;
 * empty-cart for a visitor without a cart).
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import { SCENARIOS, SESSION_COOKIE, adminEndpoints } from '#contracts/fake-backend/admin.ts';
import { ROOT, type Site, freePort, startSite } from '../lib/serve-build.ts';

/** The page loaded: the Spanish chooser, rendered on the server. */
export const RENDERED_PAGE = '/servicios?store=14';
/** The static file beside it: a file of the build, served by the same server. */
export const STATIC_FILE = '/embed.js';
export const RENDER_CONNECTIONS = [1, 10, 50] as const;
/**
 * What a page rendered on the server holds, and a page left to the client does not: the root element with an element
 * in it. (`<div id="root"><` alone is also the start of the empty root, `<div id="root"></div>`, the page without markup.)
 */
export const hasMarkup = (page: string): boolean => /<div id="root"><(?!\/div>)/.test(page);

/** The targets, printed beside the figures, never asserted. */
export const RENDER_TARGETS = { threadsSpeedUp: 1.6, p99OverIdeal: 1.5, connections: 50 } as const;

export interface RenderBenchOptions {
  clientDir?: string;
  /** Seconds each measurement lasts. */
  durationSeconds?: number;
  /** Seconds of load before each measurement, not counted. */
  warmupSeconds?: number;
  connections?: readonly number[];
  /** The seeded visitor's scenario (default: two items in the cart, as the server bench's visitor). */
  scenario?: string;
}

/** CPU time per answer, in µs, of each process or thread that serves it. */
export interface CpuPerAnswer {
  backend: number;
  /** The storefront's main thread: the requests, the backend's answers, the files, the pages' HTML. */
  main: number;
  /** The storefront's other threads: the render threads, and V8's and libuv's helpers. */
  others: number;
  /** This process: autocannon. */
  load: number;
  /** All of them together over the measurement's wall time, in cores. */
  coresBusy: number;
}

export interface Load {
  /** For a page: answers with markup, per second; for the file, answers per second. */
  perSecond: number;
  p50Ms: number;
  p99Ms: number;
  answered: number;
  /** Pages answered without the app's markup (or not 2xx, or failed). */
  withoutMarkup: number;
  non2xx: number;
  errors: number;
  cpu: CpuPerAnswer | undefined;
}

export interface RenderRow {
  connections: number;
  page: Load;
  file: Load;
}

export interface RenderRun {
  /** RENDER_THREADS: 0 (the main thread), 1, or the default (one per core). */
  threads: number;
  label: string;
  rows: RenderRow[];
}

export interface RenderFigures {
  cores: number;
  durationSeconds: number;
  /** The seeded visitor's scenario. */
  scenario: string;
  runs: RenderRun[];
  /** The p50 of a page at 1 connection, the lower of the two runs'. */
  oneRenderMs: number;
}

/** What /proc counts CPU time in (USER_HZ). */
const TICKS_PER_SECOND = Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout.trim()) || 100;

/** A process's or thread's user + system CPU time in µs from its /proc stat line (fields 14 and 15), or NaN. */
function statMicros(file: string): number {
  try {
    const stat = readFileSync(file, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND) * 1e6;
  } catch {
    return Number.NaN;
  }
}

/** The CPU time so far of the backend, of the storefront's main thread and of its other threads, in µs (Linux's /proc). */
function siteCpu(site: Site): { backend: number; main: number; others: number } | undefined {
  const { backend, storefront } = site.processes;
  if (backend.pid === undefined || storefront.pid === undefined) return undefined;
  const main = statMicros(`/proc/${storefront.pid}/task/${storefront.pid}/stat`);
  // The process's line counts every thread, those that ended too.
  const all = statMicros(`/proc/${storefront.pid}/stat`);
  if (!Number.isFinite(main) || !Number.isFinite(all)) return undefined;
  return { backend: statMicros(`/proc/${backend.pid}/stat`), main, others: all - main };
}

interface CpuMark {
  site: ReturnType<typeof siteCpu>;
  load: NodeJS.CpuUsage;
  at: bigint;
}
const cpuMark = (site: Site): CpuMark => ({ site: siteCpu(site), load: process.cpuUsage(), at: process.hrtime.bigint() });

function cpuPerAnswer(before: CpuMark, after: CpuMark, answered: number): CpuPerAnswer | undefined {
  if (before.site === undefined || after.site === undefined) return undefined;
  const per = (micros: number) => micros / Math.max(answered, 1);
  const backend = after.site.backend - before.site.backend;
  const main = after.site.main - before.site.main;
  const others = after.site.others - before.site.others;
  const usage = process.cpuUsage(before.load);
  const load = usage.user + usage.system;
  const wallMicros = Number(after.at - before.at) / 1000;
  return {
    backend: per(backend),
    main: per(main),
    others: per(others),
    load: per(load),
    coresBusy: (backend + main + others + load) / wallMicros,
  };
}

/**
 * Waits until the storefront has rendered what the last load left queued (autocannon closes its connections, but the
 * server renders every page it was asked for): its CPU under a tenth of a core for 200 ms, or 10 s at most.
 */
async function settle(site: Site): Promise<void> {
  const deadline = Date.now() + 10_000;
  let last = siteCpu(site);
  while (last !== undefined && Date.now() < deadline) {
    await new Promise((wait) => setTimeout(wait, 200));
    const now = siteCpu(site);
    if (now === undefined) return;
    const busy = now.main + now.others - (last.main + last.others);
    if (busy < 20_000) return;
    last = now;
  }
}

async function load(
  site: Site,
  path: string,
  connections: number,
  cookies: readonly string[],
  options: Required<RenderBenchOptions>,
): Promise<Load> {
  const page = path === RENDERED_PAGE;
  const run = (duration: number) => {
    let next = 0;
    return autocannon({
      url: `${site.url}${path}`,
      // As a browser navigates to a page, without Accept-Encoding: the body is checked as text (the compression of the
      // page, brotli 4 on the main thread, is left out of these figures). Each connection is a visitor of its own.
      headers: { accept: 'text/html' },
      setupClient: (client) => client.setHeaders({ cookie: cookies[next++ % cookies.length] ?? '', accept: 'text/html' }),
      connections,
      duration,
      ...(page ? { verifyBody: hasMarkup } : {}),
    });
  };
  if (options.warmupSeconds > 0) await run(options.warmupSeconds);
  await settle(site);
  const before = cpuMark(site);
  const result = await run(options.durationSeconds);
  const after = cpuMark(site);
  const answered = result.requests.total;
  const withoutMarkup = page ? result.mismatches + result.errors : result.non2xx + result.errors;
  return {
    perSecond: (Math.max(answered - withoutMarkup, 0) / answered) * result.requests.average || 0,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    answered,
    withoutMarkup,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    cpu: cpuPerAnswer(before, after, answered),
  };
}

/** A visitor seeded through the storefront's origin: its session cookie. */
async function seedVisitor(site: Site, scenario: string): Promise<string> {
  const answer = await fetch(`${site.url}${adminEndpoints.seed.path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ scenario }),
  });
  if (!answer.ok) throw new Error(`seeding the bench visitor answered ${answer.status}`);
  const session = answer.headers
    .getSetCookie()
    .map((line) => line.split(';')[0] ?? '')
    .find((pair) => pair.startsWith(`${SESSION_COOKIE}=`));
  if (session === undefined) throw new Error(`seeding the bench visitor set no ${SESSION_COOKIE} cookie`);
  return session;
}

function waitForExit(site: Site): Promise<unknown> {
  const exited = Object.values(site.processes).map((child) =>
    child.exitCode !== null || child.signalCode !== null ? Promise.resolve() : new Promise((done) => child.once('exit', done)),
  );
  site.stop();
  return Promise.all(exited);
}

/** Measures one storefront server (RENDER_THREADS=`threads`, or the default when undefined) in front of its own backend. */
async function benchThreads(threads: number | undefined, options: Required<RenderBenchOptions>): Promise<RenderRun> {
  const site = await startSite({
    port: await freePort(),
    clientDir: options.clientDir,
    storefrontEnv: threads === undefined ? {} : { RENDER_THREADS: String(threads) },
  });
  try {
    const cookies: string[] = [];
    for (let index = 0; index < Math.max(...options.connections); index += 1) cookies.push(await seedVisitor(site, options.scenario));
    const sample = await fetch(`${site.url}${RENDERED_PAGE}`, { headers: { cookie: cookies[0] ?? '' } });
    if (sample.status !== 200) throw new Error(`${RENDERED_PAGE} answered ${sample.status}`);
    if (!hasMarkup(await sample.text())) console.log(`  ${RENDERED_PAGE} came without the app's markup for the seeded visitor`);
    const rows: RenderRow[] = [];
    for (const connections of options.connections) {
      const page = await load(site, RENDERED_PAGE, connections, cookies, options);
      const file = await load(site, STATIC_FILE, connections, cookies, options);
      rows.push({ connections, page, file });
      process.stdout.write(
        `  RENDER_THREADS=${threads ?? 'default'}, ${connections} connections: ${page.perSecond.toFixed(0)} pages/s, ` +
          `p99 ${page.p99Ms.toFixed(0)} ms, ${page.withoutMarkup} without markup\n`,
      );
    }
    const count = threads ?? availableParallelism();
    return {
      threads: count,
      label: threads === undefined ? `default (${count})` : threads === 0 ? '0 (main thread)' : String(threads),
      rows,
    };
  } finally {
    await waitForExit(site);
  }
}

/** Runs the render bench and returns its figures (printed by the standalone run and by npm run bench). */
export async function benchRenders(options: RenderBenchOptions = {}): Promise<RenderFigures> {
  const settings: Required<RenderBenchOptions> = {
    clientDir: options.clientDir ?? join(ROOT, 'dist', process.env.BENCH_CLIENT_BUILT === '1' ? 'bench-client' : 'client'),
    durationSeconds: options.durationSeconds ?? Number(process.env.BENCH_RENDER_SECONDS ?? 3),
    warmupSeconds: options.warmupSeconds ?? 1,
    connections: options.connections ?? RENDER_CONNECTIONS,
    scenario: options.scenario ?? process.env.BENCH_RENDER_SCENARIO ?? SCENARIOS.cartWithTwoItems,
  };
  const inProcess = await benchThreads(0, settings);
  const single = await benchThreads(1, settings);
  const pool = await benchThreads(undefined, settings);
  // The least disturbed of the runs' single connection (on one connection each renders one page at a time).
  const runs = [inProcess, single, pool];
  const alone = Math.min(...runs.map((run) => run.rows.find((row) => row.connections === 1)?.page.p50Ms ?? Number.NaN));
  return {
    cores: availableParallelism(),
    durationSeconds: settings.durationSeconds,
    scenario: settings.scenario,
    runs,
    oneRenderMs: alone,
  };
}

/** Connections × one render alone ÷ the threads that render at once (never below one render alone). */
const idealMs = (figures: RenderFigures, run: RenderRun, connections: number): number =>
  Math.max(1, connections / Math.min(Math.max(run.threads, 1), figures.cores)) * figures.oneRenderMs;

export function formatRenderBench(figures: RenderFigures): string {
  const us = (value: number | undefined) => (value === undefined || !Number.isFinite(value) ? '–' : `${value.toFixed(0)} µs`);
  const header = [
    'RENDER_THREADS',
    'conns',
    'pages/s',
    'p50',
    'p99',
    'p99 ÷ ideal',
    'no markup',
    `${STATIC_FILE} req/s`,
    'p50',
    'p99',
    'CPU/page: backend',
    'main',
    'others',
    'autocannon',
    'cores busy',
  ];
  const cells = figures.runs.flatMap((run) =>
    run.rows.map(({ connections, page, file }) => [
      run.label,
      String(connections),
      page.perSecond.toFixed(0),
      `${page.p50Ms.toFixed(0)} ms`,
      `${page.p99Ms.toFixed(0)} ms`,
      `${(page.p99Ms / idealMs(figures, run, connections)).toFixed(2)}×`,
      `${page.withoutMarkup} of ${page.answered}`,
      file.perSecond.toFixed(0),
      `${file.p50Ms.toFixed(0)} ms`,
      `${file.p99Ms.toFixed(0)} ms`,
      us(page.cpu?.backend),
      us(page.cpu?.main),
      us(page.cpu?.others),
      us(page.cpu?.load),
      page.cpu === undefined ? '–' : page.cpu.coresBusy.toFixed(2),
    ]),
  );
  const widths = header.map((title, column) => Math.max(title.length, ...cells.map((row) => row[column]?.length ?? 0)));
  const line = (row: string[]) =>
    row.map((cell, column) => (column === 0 ? cell.padEnd(widths[0] ?? 0) : cell.padStart(widths[column] ?? 0))).join('  ');

  const at = (run: RenderRun | undefined) => run?.rows.find((row) => row.connections === RENDER_TARGETS.connections);
  const single = figures.runs[0];
  const pool = figures.runs.at(-1);
  const singleAt = at(single);
  const poolAt = at(pool);
  const verdict = (holds: boolean) => (holds ? 'holds' : 'misses');
  const targets: string[] = [];
  if (singleAt !== undefined && poolAt !== undefined && pool !== undefined) {
    const speedUp = poolAt.page.perSecond / singleAt.page.perSecond;
    const ideal = idealMs(figures, pool, RENDER_TARGETS.connections);
    const overIdeal = poolAt.page.p99Ms / ideal;
    const fallbacks = singleAt.page.withoutMarkup + poolAt.page.withoutMarkup;
    if (fallbacks > 0) {
      targets.push(
        `  ${fallbacks} pages at ${RENDER_TARGETS.connections} connections went without markup: they are not renders, and the targets below do not judge the renders`,
      );
    }
    targets.push(
      `  target: at ${RENDER_TARGETS.connections} connections on ${figures.cores} cores, pages/s ≥ ${RENDER_TARGETS.threadsSpeedUp}× one process's, one render at a time (RENDER_THREADS=0): ` +
        `${poolAt.page.perSecond.toFixed(0)} ÷ ${singleAt.page.perSecond.toFixed(0)} = ${speedUp.toFixed(2)}× (${verdict(speedUp >= RENDER_TARGETS.threadsSpeedUp)})`,
      `  target: p99 ≤ ${RENDER_TARGETS.p99OverIdeal}× the ideal (${RENDER_TARGETS.connections} × ${figures.oneRenderMs.toFixed(1)} ms ÷ ${figures.cores} cores = ` +
        `${ideal.toFixed(0)} ms): ${poolAt.page.p99Ms.toFixed(0)} ms = ${overIdeal.toFixed(2)}× (${verdict(overIdeal <= RENDER_TARGETS.p99OverIdeal)})`,
    );
  }
  return [
    `${RENDERED_PAGE} rendered by the storefront server (fake backend in its own process, no latency), next to ${STATIC_FILE} from ` +
      `the same server; a visitor per connection seeded '${figures.scenario}' (BENCH_RENDER_SCENARIO); autocannon from this process, ` +
      `${figures.durationSeconds} s per row, no Accept-Encoding; ${figures.cores} cores`,
    line(header),
    ...cells.map((row) => line(row)),
    `  pages/s counts the pages with the app's markup; "no markup": sent without it (render over budget, backend late) or failed. ` +
      `CPU per page: the backend process, the storefront's main thread, its other threads (renders, V8 helpers), autocannon`,
    `  one render alone (p50 at 1 connection, the lowest of the runs): ${figures.oneRenderMs.toFixed(1)} ms; ideal = connections × that ÷ the threads rendering at once`,
    ...targets,
    '  (targets of the issue, not asserted)',
  ].join('\n');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  console.log(formatRenderBench(await benchRenders()));
}
