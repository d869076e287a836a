import { defineConfig } from '@playwright/test';
import { productionPort } from './scripts/lib/production-profile.ts';
import baseConfig from './playwright.config.ts';

const port = productionPort();

/**
 * The e2e production profile (decision 043): the buyer's main journeys through the storefront server as a deploy runs
 * it (portals by host name, no `?store=`), in front of the fake backend as a process of its own with 50 ms on every
 * answer (scripts/lib/production-profile.ts). One worker: a test stops and restarts the backend the others use.
 */
export default defineConfig({
  ...baseConfig,
  testDir: 'e2e/production',
  outputDir: 'test-results/production',
  fullyParallel: false,
  workers: 1,
  globalSetup: './scripts/lib/production-profile.ts',
  webServer: [],
  reporter: [['list']],
  timeout: 60_000,
  use: { ...baseConfig.use, baseURL: `http://127.0.0.1:${port}` },
});
