import { describe, expect, test } from 'vitest';
import { summaryLines } from './test-summary.ts';

const vitest = { numPassedTests: 10, numFailedTests: 0, numPendingTests: 1, numTodoTests: 0 };
const spec = (title: string, line: number, status: string) => ({ title, file: 'cart/cart-menu.spec.ts', line, tests: [{ status }] });

describe('npm test summary', () => {
  test('[test summary] ends with one "N passed, N failed" line over both runners', () => {
    const playwright = { stats: { expected: 5, unexpected: 1, flaky: 0, skipped: 0 }, suites: [] };
    expect(summaryLines(vitest, playwright).at(-1)).toBe('15 passed, 1 failed, 1 skipped');
  });

  test('[test summary] names each flaky e2e test above the closing line instead of counting it as plainly passed', () => {
    const playwright = {
      stats: { expected: 5, unexpected: 0, flaky: 1, skipped: 0 },
      suites: [{ suites: [{ specs: [spec('[cart] deletes an item', 12, 'expected'), spec('[cart] buys', 30, 'flaky')] }] }],
    };
    const lines = summaryLines(vitest, playwright);
    expect(lines).toContain(
      'vitest: 10 passed, 0 failed; playwright: 5 passed, 1 flaky, 0 failed; engines: 0 passed, 0 flaky, 0 failed; production: 0 passed, 0 flaky, 0 failed',
    );
    expect(lines).toContain('  flaky: cart/cart-menu.spec.ts:30 [cart] buys');
    expect(lines.at(-2)).toBe('  flaky: cart/cart-menu.spec.ts:30 [cart] buys');
    expect(lines.at(-1)).toBe('16 passed, 0 failed, 1 skipped');
  });

  test('[test summary] the engine smoke suite counts in the closing line, its flaky tests named like the e2e ones', () => {
    const playwright = { stats: { expected: 5, unexpected: 0, flaky: 0, skipped: 0 }, suites: [] };
    const engines = {
      stats: { expected: 7, unexpected: 0, flaky: 1, skipped: 0 },
      suites: [{ specs: [{ title: '[engines] buys', file: 'smoke.spec.ts', line: 6, tests: [{ status: 'flaky' }] }] }],
    };
    const lines = summaryLines(vitest, playwright, engines);
    expect(lines).toContain(
      'vitest: 10 passed, 0 failed; playwright: 5 passed, 0 flaky, 0 failed; engines: 7 passed, 1 flaky, 0 failed; production: 0 passed, 0 flaky, 0 failed',
    );
    expect(lines.at(-2)).toBe('  flaky: smoke.spec.ts:6 [engines] buys');
    expect(lines.at(-1)).toBe('23 passed, 0 failed, 1 skipped');
  });

  test('[test summary] the tests of every vitest run are counted together, a run without a report as none', () => {
    const pactConsumer = { numPassedTests: 44, numFailedTests: 1, numPendingTests: 0, numTodoTests: 0 };
    const lines = summaryLines([pactConsumer, vitest, undefined], { stats: { expected: 0, unexpected: 0, flaky: 0, skipped: 0 } });
    expect(lines).toContain(
      'vitest: 54 passed, 1 failed; playwright: 0 passed, 0 flaky, 0 failed; engines: 0 passed, 0 flaky, 0 failed; production: 0 passed, 0 flaky, 0 failed',
    );
    expect(lines.at(-1)).toBe('54 passed, 1 failed, 1 skipped');
  });

  test('[test summary] the production profile counts in the closing line, a failure there fails the run', () => {
    const playwright = { stats: { expected: 5, unexpected: 0, flaky: 0, skipped: 0 }, suites: [] };
    const production = { stats: { expected: 4, unexpected: 1, flaky: 0, skipped: 0 }, suites: [] };
    const lines = summaryLines(vitest, playwright, undefined, production);
    expect(lines).toContain(
      'vitest: 10 passed, 0 failed; playwright: 5 passed, 0 flaky, 0 failed; engines: 0 passed, 0 flaky, 0 failed; production: 4 passed, 0 flaky, 1 failed',
    );
    expect(lines.at(-1)).toBe('19 passed, 1 failed, 1 skipped');
  });

  test('[test summary] a missing report counts as nothing run', () => {
    expect(summaryLines(undefined, undefined).at(-1)).toBe('0 passed, 0 failed');
  });
});
