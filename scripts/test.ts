/**
 * `npm test`: every check CI runs, in order, stopping at the first failure:
 * lint (ESLint, architecture rules included, and Prettier), types, vitest (unit, components, Pact consumer then provider), Playwright e2e.
 * Ends with one line 'N passed, N failed' counting every executed test.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { ensureChromium } from './lib/chromium.ts';
import { summaryLines } from './lib/test-summary.ts';

const root = resolve(import.meta.dirname, '..');
const results = join(root, 'test-reports'); // not test-results: Playwright empties that one
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

function readJson(name: string): unknown {
  const file = join(results, name);
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined;
}

function summarise(): void {
  for (const line of summaryLines(readJson('vitest.json'), readJson('playwright.json'))) console.log(line);
}

const started = Date.now();
run('lint (ESLint with the architecture rules, Prettier)', 'npm', ['run', '--silent', 'lint']);
run('types', 'npm', ['run', '--silent', 'typecheck']);
run('unit, component and contract tests (vitest)', 'npx', [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${join(results, 'vitest.json')}`,
]);
const chromium = ensureChromium();
run('end-to-end tests (Playwright, Chromium)', 'npx', ['playwright', 'test', '--reporter=list,json'], {
  CHROMIUM_PATH: chromium,
  PLAYWRIGHT_JSON_OUTPUT_NAME: join(results, 'playwright.json'),
});
summarise();
console.log(`npm test took ${((Date.now() - started) / 1000).toFixed(0)} s`);
