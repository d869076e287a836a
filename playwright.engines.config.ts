import { defineConfig } from '@playwright/test';
import type { EngineName } from './e2e/engines/engine-page.ts';
import { e2eBuildCommand, e2eClientDir, e2ePort, siteWebServers } from './scripts/lib/e2e-client.ts';

/** The engine suite's site listens beside the Chromium run's, on its own ports; it serves the same build. */
const port = Number(process.env.ENGINES_PORT ?? e2ePort() + 100);
const build = process.env.E2E_CLIENT_BUILT === '1' ? '' : `${e2eBuildCommand()} && `;

/**
 * The cross-engine smoke suite (docs/decisions/034-engine-smoke-suite.md): a purchase and an account visit in Debian's
 * Firefox ESR and WebKitGTK, each at a phone's and a desktop's size. Playwright Test is only the runner here.
 */
export default defineConfig<{ engine: EngineName }>({
  testDir: 'e2e/engines',
  testMatch: '*.spec.ts',
  // Not test-results/ itself: Playwright empties its output folder first, and the Chromium run's is that one.
  outputDir: 'test-results/engines',
  globalSetup: './e2e/engines/global-setup.ts',
  fullyParallel: true,
  workers: 2,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  timeout: 60_000,
  use: { baseURL: `http://127.0.0.1:${port}` },
  projects: [
    { name: 'firefox', use: { engine: 'firefox' } },
    { name: 'webkit', use: { engine: 'webkit' } },
  ],
  // Every call the fake answered, with its status, in test-reports/ (npm test empties it): a failed call in a red run
  // shows there as a 4xx or 5xx, or as no line at all when it never reached the backend.
  webServer: siteWebServers({ port, clientDir: e2eClientDir(), build, backendEnv: { FAKE_CALL_LOG: 'test-reports/engines-calls.log' } }),
});
