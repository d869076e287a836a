/**
 * The closing lines of `npm test`, read from the vitest and Playwright JSON reports (the Chromium e2e run's and the
 * engine smoke suite's, which Playwright Test also runs). A Playwright test that failed and then passed on its retry
 * is flaky: it is named above the closing line, never counted as plainly passed without a word.
 */

interface Counts {
  passed: number;
  failed: number;
  skipped: number;
}

interface VitestReport {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests: number;
}

interface PlaywrightSuite {
  specs?: { title: string; file: string; line: number; tests: { status: string }[] }[];
  suites?: PlaywrightSuite[];
}

interface PlaywrightReport {
  stats: { expected: number; unexpected: number; flaky: number; skipped: number };
  suites?: PlaywrightSuite[];
}

/** The counts of one vitest report, or of several runs' reports added up (a missing one counts nothing). */
function vitestCounts(reports: (VitestReport | undefined)[]): Counts {
  const counts: Counts = { passed: 0, failed: 0, skipped: 0 };
  for (const report of reports) {
    if (report === undefined) continue;
    counts.passed += report.numPassedTests;
    counts.failed += report.numFailedTests;
    counts.skipped += report.numPendingTests + report.numTodoTests;
  }
  return counts;
}

function flakyTitles(suites: PlaywrightSuite[] = []): string[] {
  return suites.flatMap((suite) => [
    ...(suite.specs ?? [])
      .filter((spec) => spec.tests.some((test) => test.status === 'flaky'))
      .map((spec) => `${spec.file}:${spec.line} ${spec.title}`),
    ...flakyTitles(suite.suites),
  ]);
}

function playwrightCounts(report: PlaywrightReport | undefined): Counts & { flaky: string[] } {
  if (report === undefined) return { passed: 0, failed: 0, skipped: 0, flaky: [] };
  const { stats } = report;
  const flaky = flakyTitles(report.suites);
  // stats.flaky is the truth on how many; titles are a courtesy when the report gives them
  while (flaky.length < stats.flaky) flaky.push('(title not in the report)');
  return { passed: stats.expected, failed: stats.unexpected, skipped: stats.skipped, flaky };
}

/** `vitest`: the vitest JSON report, or the reports of several vitest runs (npm test runs the Pact consumer apart). */
export function summaryLines(vitest: unknown, playwright: unknown, engines?: unknown, production?: unknown): string[] {
  const unit = vitestCounts((Array.isArray(vitest) ? vitest : [vitest]) as (VitestReport | undefined)[]);
  const suites = (
    [
      ['playwright', playwright],
      ['engines', engines],
      ['production', production],
    ] as const
  ).map(([name, report]) => ({ name, ...playwrightCounts(report as PlaywrightReport | undefined) }));
  const flakyTitles = suites.flatMap((suite) => suite.flaky);
  const flaky = flakyTitles.length;
  const lines = [
    '',
    `vitest: ${unit.passed} passed, ${unit.failed} failed; ` +
      suites.map((suite) => `${suite.name}: ${suite.passed} passed, ${suite.flaky.length} flaky, ${suite.failed} failed`).join('; '),
  ];
  if (flaky > 0) {
    lines.push(`FLAKY: ${flaky} e2e test(s) failed first and passed only on retry:`);
    for (const title of flakyTitles) lines.push(`  flaky: ${title}`);
  }
  const sum = (count: (suite: (typeof suites)[number]) => number) => suites.reduce((total, suite) => total + count(suite), 0);
  const skipped = unit.skipped + sum((suite) => suite.skipped);
  // The closing line CI reads, alone on its line: a flaky test is counted with the passed ones there and named
  // just above it.
  const total = `${unit.passed + sum((suite) => suite.passed) + flaky} passed, ${unit.failed + sum((suite) => suite.failed)} failed`;
  lines.push(`${total}${skipped > 0 ? `, ${skipped} skipped` : ''}`);
  return lines;
}
