/**
 * `npm test`: every check CI runs, in order, stopping at the first failure:
 * lint (ESLint + boundaries), types, vitest (unit, components, Pact consumer then provider), Playwright e2e.
 * Ends with one line 'N passed, N failed' counting every executed test.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { ensureChromium } from './lib/chromium.ts';

const root = resolve(import.meta.dirname, '..');
const results = join(root, 'test-reports'); // not test-results: Playwright empties that one
rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });
// Pact merges into existing files: start from none, so a removed interaction cannot linger.
rmSync(join(root, 'contracts', 'pacts'), { recursive: true, force: true });

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

interface Counts {
  passed: number;
  failed: number;
  skipped: number;
}

function vitestCounts(): Counts {
  const file = join(results, 'vitest.json');
  if (!existsSync(file)) return { passed: 0, failed: 0, skipped: 0 };
  const report = JSON.parse(readFileSync(file, 'utf8')) as { numPassedTests: number; numFailedTests: number; numPendingTests: number; numTodoTests: number };
  return { passed: report.numPassedTests, failed: report.numFailedTests, skipped: report.numPendingTests + report.numTodoTests };
}

function playwrightCounts(): Counts {
  const file = join(results, 'playwright.json');
  if (!existsSync(file)) return { passed: 0, failed: 0, skipped: 0 };
  const { stats } = JSON.parse(readFileSync(file, 'utf8')) as { stats: { expected: number; unexpected: number; flaky: number; skipped: number } };
  return { passed: stats.expected + stats.flaky, failed: stats.unexpected, skipped: stats.skipped };
}

function summarise(): void {
  const unit = vitestCounts();
  const e2e = playwrightCounts();
  console.log(`\nvitest: ${unit.passed} passed, ${unit.failed} failed; playwright: ${e2e.passed} passed, ${e2e.failed} failed`);
  const skipped = unit.skipped + e2e.skipped;
  console.log(`${unit.passed + e2e.passed} passed, ${unit.failed + e2e.failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
}

const started = Date.now();
run('lint', 'npx', ['eslint', '.', '--max-warnings=0']);
run('boundaries', 'node', ['--import', 'tsx', 'scripts/check-boundaries.ts']);
run('types', 'npm', ['run', '--silent', 'typecheck']);
run('unit, component and contract tests (vitest)', 'npx', [
  'vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${join(results, 'vitest.json')}`,
]);
const chromium = ensureChromium();
run('end-to-end tests (Playwright, Chromium)', 'npx', ['playwright', 'test', '--reporter=list,json'], {
  CHROMIUM_PATH: chromium,
  PLAYWRIGHT_JSON_OUTPUT_NAME: join(results, 'playwright.json'),
});
summarise();
console.log(`npm test took ${((Date.now() - started) / 1000).toFixed(0)} s`);
