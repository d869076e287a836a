/**
 * The browser half of `npm run bench` (issue 13): what a buyer on a cheap phone gets, printed, never asserted.
 * (a) Lighthouse 12, mobile form factor, default simulated throttling (Slow 4G, 4× CPU), performance only, for the
 *     chooser and the Nota Simple's first step: score, FCP, LCP, TBT, CLS (BENCH_RUNS runs each, their median).
 * (b) A wizard step to the next at 4× CPU: the Nota Simple's step 1 answered, from the Continue click to the next
 *     step's heading painted, measured in the page; and step 2 to step 3, whose screen is in another chunk (loaded
 *     ahead on idle, lib/route-prefetch.ts). Median of BENCH_STEP_RUNS (7) runs, each a new visitor.
 * `benchBrowser({ baseUrl })` measures a server already running (scripts/bench.ts); run alone
 * (`node --import tsx scripts/bench/browser.ts`) it builds the client and serves it with the fake server itself,
 * as `npm start` does, on a free port.
 */
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium } from '@playwright/test';
import { launch } from 'chrome-launcher';
import { ensureChromium } from '../lib/chromium.ts';
import { ROOT, buildClient, withFakeServer } from '../lib/serve-build.ts';

/** The pages Lighthouse loads: the services chooser and a wizard's first step, as a buyer lands on them. */
export const LIGHTHOUSE_PAGES = ['/servicios?store=14', '/nota-simple/step1?store=14'] as const;

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

export interface LighthouseFigures {
  page: string;
  runs: number;
  /** 0–100 */
  score: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
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
  steps: StepFigures[];
}

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

/**
 * Lighthouse, by a name TypeScript does not resolve: its types (trace engine included) are about 170 files that made
 * every `npm test`'s type-check 4 s longer for a script no test runs. What the bench reads of it is typed here.
 */
const LIGHTHOUSE: string = 'lighthouse';
type RunLighthouse = (
  url: string,
  flags: { port: number; output: 'json'; logLevel: 'error'; onlyCategories: string[] },
) => Promise<
  | {
      lhr: {
        runtimeError?: { message: string };
        audits: Record<string, { numericValue?: number } | undefined>;
        categories: Record<string, { score: number | null } | undefined>;
      };
    }
  | undefined
>;

/**
 * One Lighthouse run of one page: the performance category and the four metrics of issue 13. Lighthouse now and then
 * fails to record the trace (NO_NAVSTART in a headless Chromium): that run is tried again, twice at most.
 */
async function lighthouseOnce(url: string, port: number, attempt = 1): Promise<Omit<LighthouseFigures, 'page' | 'runs'>> {
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
  };
}

/** Lighthouse mobile for each page, `runs` times each in one Chromium; the median of each figure. */
export async function benchLighthouse(baseUrl: string, runs: number): Promise<LighthouseFigures[]> {
  const chrome = await launch({ chromePath: ensureChromium(), chromeFlags: CHROME_FLAGS, logLevel: 'error' });
  try {
    const figures: LighthouseFigures[] = [];
    for (const page of LIGHTHOUSE_PAGES) {
      const results: Awaited<ReturnType<typeof lighthouseOnce>>[] = [];
      for (let run = 0; run < runs; run++) results.push(await lighthouseOnce(`${baseUrl}${page}`, chrome.port));
      const of = (key: keyof (typeof results)[number]) => median(results.map((result) => result[key]));
      figures.push({ page, runs, score: of('score'), fcpMs: of('fcpMs'), lcpMs: of('lcpMs'), tbtMs: of('tbtMs'), cls: of('cls') });
    }
    return figures;
  } finally {
    chrome.kill();
  }
}

/** The e2e runs' cookies of a buyer who has chosen cookies: the consent banner would cover the step. */
const CONSENT_GIVEN = join(ROOT, 'e2e', 'support', 'consent-given.json');

/**
 * In the page: from the next click (capture phase, before React handles it) to the frame that paints a main
 * heading containing `heading`, in ms.
 */
function timeNextStep(heading: string): Promise<number> {
  return new Promise((resolve) => {
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

/** Every browser figure of issue 13 against a server already serving the built client at `baseUrl`. */
export async function benchBrowser({
  baseUrl,
  runs = Number(process.env.BENCH_RUNS ?? 1),
  stepRuns = Number(process.env.BENCH_STEP_RUNS ?? 7),
}: {
  baseUrl: string;
  runs?: number;
  stepRuns?: number;
}): Promise<BrowserFigures> {
  return { lighthouse: await benchLighthouse(baseUrl, runs), steps: await benchSteps(baseUrl, stepRuns) };
}

/** The figures as two small aligned tables. */
export function printBrowserFigures({ lighthouse: pages, steps }: BrowserFigures): void {
  const ms = (value: number) => `${Math.round(value)} ms`;
  const rows = [
    ['Lighthouse mobile', 'runs', 'score', 'FCP', 'LCP', 'TBT', 'CLS'],
    ...pages.map((p) => [p.page, String(p.runs), String(p.score), ms(p.fcpMs), ms(p.lcpMs), ms(p.tbtMs), p.cls.toFixed(3)]),
  ];
  const widths = rows[0]?.map((_, column) => Math.max(...rows.map((row) => row[column]?.length ?? 0))) ?? [];
  for (const row of rows)
    console.log(
      row.map((cell, column) => (column === 0 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0))).join('  '),
    );
  console.log('');
  const stepRows = [
    ['Step → next step visible, 4× CPU', 'runs', 'median', 'min', 'max'],
    ...steps.map((s) => [s.step, String(s.runs), ms(s.medianMs), ms(s.minMs), ms(s.maxMs)]),
  ];
  const stepWidths = stepRows[0]?.map((_, column) => Math.max(...stepRows.map((row) => row[column]?.length ?? 0))) ?? [];
  for (const row of stepRows) {
    console.log(
      row.map((cell, column) => (column === 0 ? cell.padEnd(stepWidths[column] ?? 0) : cell.padStart(stepWidths[column] ?? 0))).join('  '),
    );
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const clientDir = join(ROOT, 'dist', 'bench-client');
  buildClient(clientDir);
  printBrowserFigures(await withFakeServer(clientDir, (baseUrl) => benchBrowser({ baseUrl })));
}
