import { availableParallelism } from 'node:os';
import { defineConfig, devices } from '@playwright/test';
import { e2eBuildCommand, e2eClientDir, e2ePort, siteWebServers } from './scripts/lib/e2e-client.ts';

const port = e2ePort();
/** Appended to by the fake server during the run; npm test empties test-reports/ first (scripts/test.ts). */
const E2E_CALL_LOG = 'test-reports/e2e-calls.log';
const clientDir = e2eClientDir(port);
/** `npm test` builds the client beside ESLint (E2E_CLIENT_BUILT=1); anyone else gets a fresh build here. */
const build = process.env.E2E_CLIENT_BUILT === '1' ? '' : `${e2eBuildCommand(port)} && `;

/**
 * e2e against the built client served by the storefront server in front of the fake backend, in Debian's Chromium
 * (never `playwright install`: the network is closed). The flags stop Chromium's background traffic.
 */
export default defineConfig({
  testDir: 'e2e/specs',
  fullyParallel: true,
  // Two workers at least, as CI has always had: Playwright's default, half the cores, is one on a two-core machine,
  // where a newcomer's `npm test` (no CI variable) ran the suite one test at a time: 431 s instead of about 300 (one
  // worker keeps 1.6 of the two cores busy).
  workers: Math.max(2, Math.floor(availableParallelism() / 2)),
  forbidOnly: Boolean(process.env.CI),
  // On CI one retry; a test that needed it is reported as flaky in the list output.
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  timeout: 30_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // Recording a trace costs CPU in every test; on CI the retry of a failed test records one.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    // Every test starts as a buyer who already chose on the consent banner (decision 015); consent specs start empty.
    storageState: 'e2e/support/consent-given.json',
    ...devices['Desktop Chrome'],
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  // The fake backend in a process of its own, and the storefront server in front of it (decision 043).
  // FAKE_CALL_LOG: which endpoints the run reached, for npm run coverage:contract (scripts/coverage-contract.ts).
  // FAKE_EXCHANGE_LOG (by hand, decision 036): every documented call with its answer, for npm run openapi:proxy-check -- --e2e.
  webServer: siteWebServers({
    port,
    clientDir,
    build,
    backendEnv: {
      FAKE_CALL_LOG: E2E_CALL_LOG,
      ...(process.env.FAKE_EXCHANGE_LOG ? { FAKE_EXCHANGE_LOG: process.env.FAKE_EXCHANGE_LOG } : {}),
    },
  }),
});
