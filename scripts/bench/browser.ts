/**
 * The browser half of `npm run bench` (issues 13 and 25): what a buyer on a cheap phone gets, printed, never asserted.
 * (a) Lighthouse 12, mobile form factor, default simulated throttling (Slow 4G, 4× CPU), performance only, for the
 *     landing pages of LIGHTHOUSE_PAGES, each run paired with a run of the React floor (the smallest Vite + React 19
 *     app, built in the same run and served by the same server) in the same Chromium, their order alternating: score,
 *     FCP, LCP, TBT, CLS, Lighthouse's benchmarkIndex (how fast this machine was just then) and the longest main-thread
 *     task of the observed trace (normal CPU speed: simulated throttling loads the page unthrottled). A pair whose
 *     benchmarkIndex differs by more than BENCH_INDEX_MARGIN (default 20 %) ran on a machine that changed speed between
 *     the two: it is dropped, and the count said. Medians of the kept pairs, and our figures over the floor's.
 * (b) A wizard step to the next at 4× CPU: the Nota Simple's step 1 answered, from the Continue click to the next
 *     step's heading painted, measured in the page; and step 2 to step 3, whose screen is in another chunk (loaded
 *     ahead on idle, lib/route-prefetch.ts). Median of BENCH_STEP_RUNS (7) runs, each a new visitor.
 * `benchBrowser({ baseUrl, floorUrl })` measures servers already running (scripts/bench.ts); run alone
 * (`node --import tsx scripts/bench/browser.ts`) it builds the client and the floor and serves each with the fake
 * server itself, as `npm start` does, on free ports. BENCH_PAGES=servicios,step1 keeps the pages whose path has one
 * of those words (a quicker look while working).
 */
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium } from '@playwright/test';
import { launch } from 'chrome-launcher';
import { PRODUCT_IDS } from '#contracts/constants/product-ids.ts';
import { ensureChromium } from '../lib/chromium.ts';
import { buildReactFloor } from '../lib/react-floor.ts';
import { ROOT, buildClient, withSite } from '../lib/serve-build.ts';

/**
 * The pages Lighthouse loads, as a buyer lands on them (issue 25's list): the chooser of a Spanish and a Portuguese
 * store, the first step of a dedicated wizard of each country and a generic product's first step (the deed copy).
 */
export const LIGHTHOUSE_PAGES = [
  '/servicios?store=14',
  '/servicios?store=16',
  '/nota-simple/step1?store=14',
  '/certidao-permanente/step1?store=16',
  `/product/step1/${PRODUCT_IDS.deedCopy}?store=14`,
] as const;

/** Issue 25's targets, printed beside the figures, never asserted. */
export const TARGETS = { scoreOfFloor: 0.95, lcpOverFloor: 1.5, tbtMs: 200, cls: 0.01, stepMs: 100, longTaskMs: 50 } as const;

/** Debian's Chromium as the brief of issue 13 launches it for Lighthouse: headless, none of its background traffic. */
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** One Lighthouse run of one page. */
export interface LighthouseRun {
  /** 0–100 */
  score: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Lighthouse's measure of the machine's speed during the run (higher is faster). */
  benchmarkIndex: number;
  /** The longest top-level task on the page's main thread in the observed (unthrottled) trace. */
  longestTaskMs: number;
  /**
   * The longest of those that start after the first contentful paint: the tasks before it are the navigation's and the
   * first parse and layout of the page's HTML (a page the server rendered has more of it than the floor's blank one),
   * run before any script of the page; the ones after it are the page's start, which Total Blocking Time counts.
   */
  longestTaskAfterPaintMs: number;
}

/** The medians of one page's kept runs (ours and the floor's), and how many pairs were dropped. */
export interface LighthouseFigures {
  page: string;
  kept: number;
  dropped: number;
  ours: LighthouseRun;
  floor: LighthouseRun;
}

export interface StepFigures {
  step: string;
  runs: number;
  medianMs: number;
  minMs: number;
  maxMs: number;
}

export interface BrowserFigures {
  lighthouse: LighthouseFigures[];
  /** The largest relative benchmarkIndex difference a pair may have and be kept. */
  indexMargin: number;
  steps: StepFigures[];
}

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  if (sorted.length === 0) return Number.NaN;
  return sorted.length % 2 === 1 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

/**
 * Lighthouse, by a name TypeScript does not resolve: its types (trace engine included) are about 170 files that made
 * every `npm test`'s type-check 4 s longer for a script no test runs. What the bench reads of it is typed here.
 */
const LIGHTHOUSE: string = 'lighthouse';
const TRACE_PROCESSOR: string = 'lighthouse/core/lib/tracehouse/trace-processor.js';
const MAIN_THREAD_TASKS: string = 'lighthouse/core/lib/tracehouse/main-thread-tasks.js';
type Trace = { traceEvents: unknown[] };
type RunLighthouse = (
  url: string,
  flags: { port: number; output: 'json'; logLevel: 'error'; onlyCategories: string[] },
) => Promise<
  | {
      lhr: {
        runtimeError?: { message: string };
        environment: { benchmarkIndex: number };
        audits: Record<string, { numericValue?: number } | undefined>;
        categories: Record<string, { score: number | null } | undefined>;
      };
      artifacts: { Trace?: Trace };
    }
  | undefined
>;
interface TaskNode {
  /** ms from the navigation's start, as the paint timings. */
  startTime: number;
  duration: number;
  parent?: unknown;
  unbounded: boolean;
}
type ProcessedTrace = { mainThreadEvents: unknown[]; frames: unknown[]; timestamps: { traceEnd: number; timeOrigin: number } };
interface TraceModules {
  processTrace: (trace: Trace) => ProcessedTrace;
  /** The navigation's paint timings, in ms from its start. */
  processNavigation: (processed: ProcessedTrace) => { timings: { firstContentfulPaint?: number } };
  getMainThreadTasks: (events: unknown[], frames: unknown[], traceEnd: number, timeOrigin: number) => TaskNode[];
}

let traceModules: Promise<TraceModules> | undefined;
function loadTraceModules(): Promise<TraceModules> {
  traceModules ??= Promise.all([import(TRACE_PROCESSOR), import(MAIN_THREAD_TASKS)]).then(([processor, tasks]) => {
    const { TraceProcessor } = processor as {
      TraceProcessor: { processTrace: TraceModules['processTrace']; processNavigation: TraceModules['processNavigation'] };
    };
    const { MainThreadTasks } = tasks as { MainThreadTasks: { getMainThreadTasks: TraceModules['getMainThreadTasks'] } };
    return {
      processTrace: (trace) => TraceProcessor.processTrace(trace),
      processNavigation: (processed) => TraceProcessor.processNavigation(processed),
      getMainThreadTasks: (...args) => MainThreadTasks.getMainThreadTasks(...args),
    };
  });
  return traceModules;
}

/**
 * The longest top-level task of the page's main thread, in ms, as Lighthouse's own trace processing finds them: of all
 * of them, and of those that start after the first contentful paint (NaN when the trace has no such paint).
 */
async function longestTasksOf(trace: Trace | undefined): Promise<{ all: number; afterPaint: number }> {
  if (trace === undefined) return { all: Number.NaN, afterPaint: Number.NaN };
  const { processTrace, processNavigation, getMainThreadTasks } = await loadTraceModules();
  const processed = processTrace(trace);
  const { mainThreadEvents, frames, timestamps } = processed;
  const tasks = getMainThreadTasks(mainThreadEvents, frames, timestamps.traceEnd, timestamps.timeOrigin).filter(
    (task) => task.parent === undefined && !task.unbounded,
  );
  const longest = (of: TaskNode[]) => Math.max(0, ...of.map((task) => task.duration));
  let paint: number | undefined;
  try {
    paint = processNavigation(processed).timings.firstContentfulPaint;
  } catch {
    paint = undefined;
  }
  return {
    all: longest(tasks),
    afterPaint: paint === undefined ? Number.NaN : longest(tasks.filter((task) => task.startTime >= paint)),
  };
}

/**
 * One Lighthouse run of one page: the performance category, the four metrics of issue 13, the machine's
 * benchmarkIndex and the longest tasks. Lighthouse now and then fails to record the trace (NO_NAVSTART in a headless
 * Chromium): that run is tried again, twice at most.
 */
async function lighthouseOnce(url: string, port: number, attempt = 1): Promise<LighthouseRun> {
  const { default: lighthouse } = (await import(LIGHTHOUSE)) as { default: RunLighthouse };
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError && attempt < 3) return lighthouseOnce(url, port, attempt + 1);
  if (lhr.runtimeError) throw new Error(`Lighthouse could not load ${url}: ${lhr.runtimeError.message}`);
  const metric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    score: Math.round((lhr.categories['performance']?.score ?? 0) * 100),
    fcpMs: metric('first-contentful-paint'),
    lcpMs: metric('largest-contentful-paint'),
    tbtMs: metric('total-blocking-time'),
    cls: metric('cumulative-layout-shift'),
    benchmarkIndex: lhr.environment.benchmarkIndex,
    ...(await longestTasksOf(result.artifacts.Trace).then(({ all, afterPaint }) => ({
      longestTaskMs: all,
      longestTaskAfterPaintMs: afterPaint,
    }))),
  };
}

const medianRun = (runs: LighthouseRun[]): LighthouseRun => {
  const of = (key: keyof LighthouseRun) => median(runs.map((run) => run[key]));
  return {
    score: of('score'),
    fcpMs: of('fcpMs'),
    lcpMs: of('lcpMs'),
    tbtMs: of('tbtMs'),
    cls: of('cls'),
    benchmarkIndex: of('benchmarkIndex'),
    longestTaskMs: of('longestTaskMs'),
    longestTaskAfterPaintMs: of('longestTaskAfterPaintMs'),
  };
};

/** Whether two runs' benchmarkIndex are within `margin` of each other (relative to the floor's). */
export const sameMachineSpeed = (ours: LighthouseRun, floor: LighthouseRun, margin: number): boolean =>
  Math.abs(ours.benchmarkIndex - floor.benchmarkIndex) <= margin * floor.benchmarkIndex;

/** The pages BENCH_PAGES names (comma-separated words of their paths), or all. */
export function benchPages(filter = process.env.BENCH_PAGES ?? ''): string[] {
  const words = filter
    .split(',')
    .map((word) => word.trim())
    .filter(Boolean);
  return LIGHTHOUSE_PAGES.filter((page) => words.length === 0 || words.some((word) => page.includes(word)));
}

/**
 * Lighthouse mobile for each page, `runs` times, each run of ours beside a run of the floor (`floorUrl`) in one
 * Chromium, their order alternating so neither always gets the warmer machine; pairs whose benchmarkIndex differ by
 * more than `margin` are dropped; the medians of each figure over the kept pairs.
 */
export async function benchLighthouse({
  baseUrl,
  floorUrl,
  runs,
  margin,
  pages = benchPages(),
}: {
  baseUrl: string;
  floorUrl: string;
  runs: number;
  margin: number;
  pages?: readonly string[];
}): Promise<LighthouseFigures[]> {
  const chrome = await launch({ chromePath: ensureChromium(), chromeFlags: CHROME_FLAGS, logLevel: 'error' });
  try {
    const pairs = new Map<string, { ours: LighthouseRun; floor: LighthouseRun }[]>(pages.map((page) => [page, []]));
    for (let run = 0; run < runs; run++) {
      for (const page of pages) {
        const floorFirst = run % 2 === 0;
        const first = await lighthouseOnce(floorFirst ? `${floorUrl}/` : `${baseUrl}${page}`, chrome.port);
        const second = await lighthouseOnce(floorFirst ? `${baseUrl}${page}` : `${floorUrl}/`, chrome.port);
        const pair = floorFirst ? { floor: first, ours: second } : { ours: first, floor: second };
        pairs.get(page)?.push(pair);
        process.stdout.write(
          `  run ${run + 1}/${runs} ${page}: score ${pair.ours.score} (floor ${pair.floor.score}), LCP ${Math.round(pair.ours.lcpMs)} ms, ` +
            `TBT ${Math.round(pair.ours.tbtMs)} ms, longest task ${Math.round(pair.ours.longestTaskMs)} ms (after the first paint ${Math.round(pair.ours.longestTaskAfterPaintMs)} ms), ` +
            `benchmarkIndex ${Math.round(pair.ours.benchmarkIndex)} (floor ${Math.round(pair.floor.benchmarkIndex)})\n`,
        );
      }
    }
    return pages.map((page) => {
      const all = pairs.get(page) ?? [];
      const kept = all.filter((pair) => sameMachineSpeed(pair.ours, pair.floor, margin));
      return {
        page,
        kept: kept.length,
        dropped: all.length - kept.length,
        ours: medianRun(kept.map((pair) => pair.ours)),
        floor: medianRun(kept.map((pair) => pair.floor)),
      };
    });
  } finally {
    chrome.kill();
  }
}

/** The e2e runs' cookies of a buyer who has chosen cookies: the consent banner would cover the step. */
const CONSENT_GIVEN = join(ROOT, 'e2e', 'support', 'consent-given.json');

/**
 * In the page: from the next click (capture phase, before React handles it) to the frame that paints a main
 * heading containing `heading`, in ms; a step that has not come 10 s after the click fails the run instead of hanging it.
 */
function timeNextStep(heading: string): Promise<number> {
  return new Promise((resolve, reject) => {
    setTimeout(() => reject(new Error(`no heading with "${heading}" 10 s after Continue`)), 10_000);
    let clickedAt = 0;
    document.addEventListener('click', () => (clickedAt = performance.now()), { capture: true, once: true });
    const observer = new MutationObserver(() => {
      if (clickedAt === 0 || !document.querySelector('main h1')?.textContent?.includes(heading)) return;
      observer.disconnect();
      requestAnimationFrame(() => resolve(performance.now() - clickedAt));
    });
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
  });
}

/**
 * The Nota Simple's first steps at 4× CPU (the questions and labels of e2e/pages/spain-wizards.ts), each run a new
 * visitor: step 1 answered 'Sí' → step 2, then the owner's name → step 3. Continue is clicked once the step has
 * shown and the page is idle, as a buyer reading the question gives it time to.
 */
export async function benchSteps(baseUrl: string, runs: number): Promise<StepFigures[]> {
  const browser = await chromium.launch({ executablePath: ensureChromium(), args: CHROME_FLAGS });
  const times: Record<'1 → 2' | '2 → 3', number[]> = { '1 → 2': [], '2 → 3': [] };
  try {
    for (let run = 0; run < runs; run++) {
      const context = await browser.newContext({ baseURL: baseUrl, storageState: CONSENT_GIVEN, viewport: { width: 412, height: 823 } });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      const main = page.getByRole('main');
      const continueButton = main.getByRole('button', { name: 'Continuar' });

      await page.goto('/nota-simple/step1?store=14');
      await main.getByRole('heading', { level: 1, name: /Paso 1 de 8/ }).waitFor();
      // The step arrives rendered by the server; the buyer answers once the app has taken it over: its fields are inert
      // until then (decision 035), and a key pressed on them would be lost, leaving the run waiting for a step that never comes.
      await page.waitForFunction(() => document.querySelector('main form') !== null && document.querySelector('main [inert]') === null);
      const yes = main.getByRole('radiogroup', { name: '¿Sabes a nombre de quién está el inmueble?' }).getByRole('radio', { name: 'Sí' });
      // as a keyboard user answers (e2e/pages/wizard-page.ts): the radio's label takes the pointer
      await yes.focus();
      await yes.press('Space');
      await page.waitForLoadState('networkidle');
      let timing = page.evaluate(timeNextStep, 'Paso 2 de 8');
      await continueButton.click();
      times['1 → 2'].push(await timing);

      await main.getByRole('textbox', { name: /Nombre y apellidos del titular/ }).fill('María López Ruiz');
      await page.waitForLoadState('networkidle');
      timing = page.evaluate(timeNextStep, 'Paso 3 de 8');
      await continueButton.click();
      times['2 → 3'].push(await timing);
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return Object.entries(times).map(([step, values]) => ({
    step: `Nota Simple step ${step}`,
    runs,
    medianMs: median(values),
    minMs: Math.min(...values),
    maxMs: Math.max(...values),
  }));
}

/**
 * Every browser figure of issues 13 and 25 against servers already serving the built client and the React floor,
 * each part printed as soon as it is measured (a failure of the step timing then loses none of Lighthouse's runs).
 */
export async function benchBrowser({
  baseUrl,
  floorUrl,
  runs = Number(process.env.BENCH_RUNS ?? 5),
  stepRuns = Number(process.env.BENCH_STEP_RUNS ?? 7),
  margin = Number(process.env.BENCH_INDEX_MARGIN ?? 0.2),
}: {
  baseUrl: string;
  floorUrl: string;
  runs?: number;
  stepRuns?: number;
  margin?: number;
}): Promise<BrowserFigures> {
  const lighthouse = await benchLighthouse({ baseUrl, floorUrl, runs, margin });
  printLighthouseFigures(lighthouse, margin);
  const steps = stepRuns > 0 ? await benchSteps(baseUrl, stepRuns) : [];
  printStepFigures(steps);
  return { lighthouse, indexMargin: margin, steps };
}

/** Rows of cells as an aligned table, the first column left-aligned. */
function printTable(rows: string[][]): void {
  const widths = rows[0]?.map((_, column) => Math.max(...rows.map((row) => row[column]?.length ?? 0))) ?? [];
  for (const row of rows) {
    console.log(
      row.map((cell, column) => (column === 0 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0))).join('  '),
    );
  }
}

const ms = (value: number) => (Number.isFinite(value) ? `${Math.round(value)} ms` : '–');

/** Lighthouse's figures as an aligned table, each target beside its figure (printed, never asserted). */
export function printLighthouseFigures(pages: LighthouseFigures[], indexMargin: number): void {
  const ratio = (value: number) => (Number.isFinite(value) ? `${value.toFixed(2)}×` : '–');
  printTable([
    [
      'Lighthouse mobile (ours | floor)',
      'kept',
      'dropped',
      'score',
      '÷ floor',
      'FCP',
      'LCP',
      'LCP ÷ floor',
      'TBT',
      'CLS',
      'longest task',
      'after 1st paint',
    ],
    ...pages.map((p) =>
      p.kept === 0
        ? [p.page, '0', String(p.dropped), ...Array<string>(9).fill('–')]
        : [
            p.page,
            String(p.kept),
            String(p.dropped),
            `${p.ours.score} | ${p.floor.score}`,
            `${Math.round((p.ours.score / p.floor.score) * 100)} %`,
            `${ms(p.ours.fcpMs)} | ${ms(p.floor.fcpMs)}`,
            `${ms(p.ours.lcpMs)} | ${ms(p.floor.lcpMs)}`,
            ratio(p.ours.lcpMs / p.floor.lcpMs),
            `${ms(p.ours.tbtMs)} | ${ms(p.floor.tbtMs)}`,
            p.ours.cls.toFixed(3),
            `${ms(p.ours.longestTaskMs)} | ${ms(p.floor.longestTaskMs)}`,
            `${ms(p.ours.longestTaskAfterPaintMs)} | ${ms(p.floor.longestTaskAfterPaintMs)}`,
          ],
    ),
  ]);
  for (const page of pages.filter((p) => p.kept === 0)) console.log(`  ${page.page}: every pair dropped, run again on a quieter machine`);
  const dropped = pages.reduce((sum, page) => sum + page.dropped, 0);
  const total = pages.reduce((sum, page) => sum + page.dropped + page.kept, 0);
  console.log(
    `  ${dropped} of ${total} pairs dropped: their benchmarkIndex differed by more than ${Math.round(indexMargin * 100)} % ` +
      `(BENCH_INDEX_MARGIN); the floor's median benchmarkIndex per page: ${pages.map((p) => Math.round(p.floor.benchmarkIndex) || '–').join(', ')}`,
  );
  console.log(
    `  targets (issue 25, not asserted): score ≥ ${TARGETS.scoreOfFloor * 100} % of the floor's, LCP ≤ ${TARGETS.lcpOverFloor}× the floor's, ` +
      `TBT ≤ ${TARGETS.tbtMs} ms, CLS ≤ ${TARGETS.cls}, no task over ${TARGETS.longTaskMs} ms after the first paint at normal CPU speed (observed trace; the longest ` +
      `task of all is before it, the navigation's or the first layout of the page's HTML)`,
  );
}

/** The step timings as an aligned table, with their target (printed, never asserted). */
export function printStepFigures(steps: StepFigures[]): void {
  if (steps.length === 0) return;
  console.log('');
  printTable([
    ['Step → next step visible, 4× CPU', 'runs', 'median', 'min', 'max'],
    ...steps.map((s) => [s.step, String(s.runs), ms(s.medianMs), ms(s.minMs), ms(s.maxMs)]),
  ]);
  console.log(`  target (issue 25, not asserted): median ≤ ${TARGETS.stepMs} ms`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const clientDir = join(ROOT, 'dist', 'bench-client');
  if (process.env.BENCH_CLIENT_BUILT !== '1') buildClient(clientDir);
  const floorDir = await buildReactFloor(join(ROOT, 'dist', 'bench-floor'));
  await withSite(floorDir, (floorUrl) => withSite(clientDir, (baseUrl) => benchBrowser({ baseUrl, floorUrl })));
}
