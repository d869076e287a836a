import { SESSION_COOKIE } from '#contracts/fake-backend/admin.ts';
import { resolve } from 'node:path';

/** The port the e2e fake server listens on (E2E_PORT, else 4173). */
export const e2ePort = (): number => Number(process.env.E2E_PORT ?? 4173);

/** Each port gets its own build, so two e2e runs on one machine never serve each other's files. */
export const e2eClientDir = (port: number = e2ePort()): string => resolve(import.meta.dirname, '..', '..', 'dist', `e2e-${port}`);

/** The build of the client the e2e tests use; `npm test` runs it early, beside ESLint, and tells Playwright so. */
export const e2eBuildCommand = (port: number = e2ePort()): string => `npx vite build --logLevel warn --outDir ${e2eClientDir(port)}`;

/**
 * Playwright's web servers for a run on `port`: the fake backend in a process of its own on the next port, and the
 * storefront server (client/server/cli.ts, what a deploy runs) in front of it, serving the build in `clientDir` after
 * `build` (a command ending in `&& `, or ''). Each prints only what goes wrong.
 */
export function siteWebServers({
  port,
  clientDir,
  build,
  backendEnv = {},
}: {
  port: number;
  clientDir: string;
  build: string;
  backendEnv?: Record<string, string>;
}): {
  command: string;
  env: Record<string, string>;
  url: string;
  reuseExistingServer: boolean;
  timeout: number;
  stdout: 'ignore';
  stderr: 'pipe';
}[] {
  const backendPort = port + 1;
  const common = { reuseExistingServer: !process.env.CI, timeout: 120_000, stdout: 'ignore', stderr: 'pipe' } as const;
  return [
    {
      command: 'node --import tsx fake-server/src/cli.ts',
      env: { PORT: String(backendPort), PUBLIC_URL: `http://127.0.0.1:${port}/`, ...backendEnv },
      url: `http://127.0.0.1:${backendPort}/desktopapp/rest/config`,
      ...common,
    },
    {
      command: `${build}node --import tsx client/server/cli.ts`,
      env: {
        PORT: String(port),
        BACKEND_URL: `http://127.0.0.1:${backendPort}`,
        CLIENT_DIR: clientDir,
        STORE_QUERY: '1',
        FAKE_BACKEND: '1',
        SESSION_COOKIE,
        LOG_LEVEL: 'warn',
      },
      url: `http://127.0.0.1:${port}/healthz`,
      ...common,
    },
  ];
}
