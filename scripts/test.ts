/**
 * `npm test`: every check CI runs, stopping at the first failure (lint beside the rest of the first step, then in order):
 * lint (ESLint, architecture rules included) beside types, Prettier, knip, the e2e build and the Pact consumer tests; the
 * JS size budget per route; vitest (unit, server with the Pact provider, and components; every vitest run in an order
 * shuffled by a printed seed: docs/decisions/041),
 * Playwright e2e in Chromium, then the production profile (the storefront server in front of a backend in another
 * process) beside the engine smoke suite in Firefox ESR and WebKitGTK on the same build (docs/decisions/034).
 * Ends with one line 'N passed, N failed' counting every executed test.
 */
import { spawn, spawnSync } from 'node:child_process';
import { randomInt } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { ensureChromium } from './lib/chromium.ts';
import { ensureDebianPrograms } from './lib/debian-packages.ts';
import { e2eBuildCommand, e2eClientDir } from './lib/e2e-client.ts';
import { summaryLines } from './lib/test-summary.ts';

const root = resolve(import.meta.dirname, '..');
const results = join(root, 'test-reports'); // not test-results: Playwright empties that one
/** The Pact consumer tests' vitest report: they run in the first step, the other vitest projects later. */
const PACT_CONSUMER_REPORT = 'vitest-pact-consumer.json';
rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });
// Pact merges into existing files: start from none, so a removed interaction cannot linger.
rmSync(process.env.PACT_DIR || join(root, 'contracts', 'pacts'), { recursive: true, force: true });

function run(label: string, command: string, args: string[], env: Record<string, string> = {}): void {
  const started = Date.now();
  console.log(`\n▶ ${label}`);
  const { status } = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  console.log(`  ${label}: ${status === 0 ? 'ok' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  if (status !== 0) {
    summarise();
    process.exit(status ?? 1);
  }
}

interface Step {
  label: string;
  command: string;
  args: string[];
  env?: Record<string, string>;
}

/**
 * Steps that do not depend on each other, run at once (each is mostly one core: ESLint's type-aware
 * rules and tsc), their output printed whole, one after the other, once both are done.
 */
async function runTogether(steps: Step[]): Promise<void> {
  const started = Date.now();
  const outcomes = await Promise.all(
    steps.map(
      ({ label, command, args, env = {} }) =>
        new Promise<{ label: string; status: number | null; output: string; seconds: string }>((done) => {
          const child = spawn(command, args, { cwd: root, env: { ...process.env, ...env } });
          let output = '';
          child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
          child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
          child.on('close', (status) => done({ label, status, output, seconds: ((Date.now() - started) / 1000).toFixed(1) }));
        }),
    ),
  );
  for (const { label, status, output, seconds } of outcomes) {
    console.log(`\n▶ ${label}`);
    if (output.trim() !== '') process.stdout.write(output);
    console.log(`  ${label}: ${status === 0 ? 'ok' : 'FAILED'} in ${seconds} s`);
  }
  const failed = outcomes.find((outcome) => outcome.status !== 0);
  if (failed) {
    summarise();
    process.exit(failed.status ?? 1);
  }
}

function readJson(name: string): unknown {
  const file = join(results, name);
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined;
}

function summarise(): void {
  const vitest = [readJson(PACT_CONSUMER_REPORT), readJson('vitest.json')];
  for (const line of summaryLines(vitest, readJson('playwright.json'), readJson('engines.json'), readJson('production.json'))) {
    console.log(line);
  }
}

// Every run takes its files and tests in another order (the unit, component and server projects share one module
// registry per worker, isolate: false), so a test that passes only after another fails some day instead of never
// (vitest.config.ts reads TEST_SEED). The seed is printed with the step; TEST_SEED=<seed> npm test repeats that order.
const seed = process.env.TEST_SEED || String(randomInt(1, 1_000_000));
process.env.TEST_SEED = seed;
/** A vitest run writing its JSON report to test-reports/<report> (a relative path: one is given to sh below). */
const vitestArgs = (report: string, ...projects: string[]) => [
  'vitest',
  'run',
  ...projects.map((project) => `--project=${project}`),
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${relative(root, join(results, report))}`,
];

const started = Date.now();
await runTogether([
  // `npm run lint` is ESLint then Prettier; here Prettier runs beside ESLint, on the core tsc leaves idle.
  { label: 'lint (ESLint with the architecture rules)', command: 'npx', args: ['eslint', '.', '--max-warnings=0'] },
  // tsc is done well before ESLint: Prettier, knip (unused files, exports and dependencies: npm run lint's third
  // part, decision 042), the client build the e2e tests serve and the Pact consumer tests (one worker, in the order
  // of the seed below; they write the pact the provider verifies in the vitest step) use that idle core.
  {
    label: `types, Prettier, knip, the client build for e2e, then the Pact consumer tests (vitest, seed ${seed})`,
    command: 'sh',
    args: [
      '-c',
      `npm run --silent typecheck && npx prettier --check . && npx knip --no-progress && ${e2eBuildCommand()} && ` +
        `npx ${vitestArgs(PACT_CONSUMER_REPORT, 'pact-consumer').join(' ')}`,
    ],
  },
]);
// Seconds: reads the e2e build's manifest and source maps (docs/decisions/026); the React floor is for npm run size and the bench.
run('JS size budget per route, no TypeBox in the client (size-budget.json)', 'node', [
  '--import',
  'tsx',
  'scripts/size.ts',
  '--dist',
  e2eClientDir(),
  '--no-build',
  '--no-floor',
]);
run(
  `unit, component and contract tests (vitest, in the order of seed ${seed}; again: TEST_SEED=${seed} npm test)`,
  'npx',
  vitestArgs('vitest.json', '!pact-consumer'),
);
const chromium = ensureChromium();
run('end-to-end tests (Playwright, Chromium)', 'npx', ['playwright', 'test', '--reporter=list,json'], {
  CHROMIUM_PATH: chromium,
  PLAYWRIGHT_JSON_OUTPUT_NAME: join(results, 'playwright.json'),
  E2E_CLIENT_BUILT: '1',
});
// Debian's nginx serves the static prerender in the production profile; installed as Chromium is when missing.
ensureDebianPrograms(
  [{ path: '/usr/sbin/nginx', debianPackage: 'nginx' }],
  'The production profile serves the static prerender with nginx',
);
// Then, at once: the buyer's main journeys through the storefront server as a deploy runs it, the backend a process of
// its own 50 ms away, stopped and started again mid-journey (playwright.production.config.ts, decision 043), mostly
// waiting on that distance; and the engine smoke suite on the same build, served by a site of its own on its own ports
// (playwright.engines.config.ts, which installs missing browsers first).
await runTogether([
  {
    label: 'production profile (Playwright, Chromium: a backend in another process, 50 ms away)',
    command: 'npx',
    args: ['playwright', 'test', '--config', 'playwright.production.config.ts', '--reporter=list,json'],
    env: { CHROMIUM_PATH: chromium, PLAYWRIGHT_JSON_OUTPUT_NAME: join(results, 'production.json'), E2E_CLIENT_BUILT: '1' },
  },
  {
    label: 'engine smoke suite (Firefox ESR and WebKitGTK, phone and desktop)',
    command: 'npx',
    args: ['playwright', 'test', '--config', 'playwright.engines.config.ts', '--reporter=list,json'],
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: join(results, 'engines.json'), E2E_CLIENT_BUILT: '1' },
  },
]);
summarise();
console.log(`npm test took ${((Date.now() - started) / 1000).toFixed(0)} s`);
