import { resolve } from 'node:path';
import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 4173);
/** Each port gets its own build, so two e2e runs on one machine never serve each other's files. */
const clientDir = resolve(import.meta.dirname, 'dist', `e2e-${port}`);

/**
 * e2e against the built client served by the fake server, in Debian's Chromium
 * (never `playwright install`: the network is closed). The flags stop Chromium's background traffic.
 */
export default defineConfig({
  testDir: 'e2e/specs',
  fullyParallel: true,
  ...(process.env.CI ? { workers: 2 } : {}),
  forbidOnly: Boolean(process.env.CI),
  // On CI one retry; a test that needed it is reported as flaky in the list output.
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  timeout: 30_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
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
  webServer: {
    command: `npx vite build --logLevel warn --outDir ${clientDir} && node --import tsx fake-server/src/cli.ts`,
    env: { PORT: String(port), CLIENT_DIR: clientDir },
    url: `http://127.0.0.1:${port}/desktopapp/rest/config`,
    reuseExistingServer: !process.env.CI,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
