import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { createServer } from 'node:net';
import { relative, resolve } from 'node:path';
import { SESSION_COOKIE } from '#contracts/fake-backend/admin.ts';

/** The repository's root. */
export const ROOT = resolve(import.meta.dirname, '..', '..');

/** A port free on loopback right now. */
export async function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address !== null ? address.port : 0;
      server.close(() => done(port));
    });
  });
}

/** Builds the client into `outDir` (a production build, as `npm start` serves). */
export function buildClient(outDir: string): void {
  console.log(`Building the client into ${relative(ROOT, outDir)}…`);
  const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn', '--outDir', outDir], { cwd: ROOT, stdio: 'inherit' });
  if (build.status !== 0) throw new Error('the client build failed');
}

/** The fake backend's command line (fake-server/src/cli.ts) and the storefront server's (client/server/cli.ts, npm run serve). */
export const FAKE_BACKEND_CLI = 'fake-server/src/cli.ts';
export const STOREFRONT_CLI = 'client/server/cli.ts';

/**
 * Starts a TypeScript command line of the project and waits until it says it listens (each CLI prints its URL only after
 * listen succeeded: another server already on the port must not pass for ours) and `readyPath` answers 2xx.
 */
async function startProcess(
  cli: string,
  port: number,
  env: Record<string, string>,
  readyPath: string,
  output: 'pipe' | 'inherit',
): Promise<ChildProcess> {
  const server = spawn(process.execPath, ['--import', 'tsx', cli], {
    cwd: ROOT,
    env: { ...process.env, ...env, PORT: String(port) },
    stdio: ['ignore', 'pipe', output === 'inherit' ? 'inherit' : 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  server.stdout?.on('data', (chunk: Buffer) => {
    stdout += chunk.toString();
    if (output === 'inherit') process.stdout.write(chunk);
  });
  server.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`${cli} exited (${server.exitCode}): ${stderr.trim()}`);
    const ready =
      stdout.includes('ready') &&
      (await fetch(`http://127.0.0.1:${port}${readyPath}`).then(
        (response) => response.ok,
        () => false,
      ));
    if (ready) return server;
    await new Promise((wait) => setTimeout(wait, 200));
  }
  server.kill();
  throw new Error(`${cli} did not answer on port ${port} within 60 s: ${stderr.trim()}`);
}

export interface SiteOptions {
  /** The storefront's port; the fake backend takes a free one. */
  port: number;
  clientDir: string;
  /** Every backend answer waits this long (FAKE_LATENCY_MS). */
  latencyMs?: number;
  /** More environment for the fake backend (FAKE_CALL_LOG, FAKE_STATE_FILE…). */
  backendEnv?: Record<string, string>;
  /** More environment for the storefront server (RENDER_THREADS…). */
  storefrontEnv?: Record<string, string>;
  /** The processes' own lines on this terminal (npm start) or kept (tests, the bench). */
  output?: 'pipe' | 'inherit';
}

/** The whole site offline: the fake backend in a process of its own, and the storefront server in front of it. */
export interface Site {
  url: string;
  backendUrl: string;
  /** The two processes (the bench reads their CPU time). */
  processes: { backend: ChildProcess; storefront: ChildProcess };
  stop(): void;
}

/** Starts the fake backend on a free port (or `port`): returns the process and its URL. */
export async function startFakeBackend(env: Record<string, string> = {}, port?: number, output: 'pipe' | 'inherit' = 'pipe') {
  const backendPort = port ?? (await freePort());
  const backend = await startProcess(FAKE_BACKEND_CLI, backendPort, env, '/desktopapp/rest/config', output);
  return { backend, backendUrl: `http://127.0.0.1:${backendPort}` };
}

/** Starts the storefront server on `port` in front of `backendUrl`, serving the build in `clientDir`. */
export function startStorefront(
  port: number,
  {
    backendUrl,
    clientDir,
    env = {},
    output = 'pipe',
  }: { backendUrl: string; clientDir: string; env?: Record<string, string>; output?: 'pipe' | 'inherit' },
): Promise<ChildProcess> {
  return startProcess(
    STOREFRONT_CLI,
    port,
    { BACKEND_URL: backendUrl, CLIENT_DIR: clientDir, LOG_LEVEL: 'warn', ...env },
    '/healthz',
    output,
  );
}

/**
 * What `npm start`, the screenshots, the bench and the size report serve: the fake backend as its own process, and the
 * storefront server (the one a deploy runs) in front of it with `?store=` on and the fake's own paths proxied too.
 */
export async function startSite({
  port,
  clientDir,
  latencyMs = 0,
  backendEnv = {},
  storefrontEnv = {},
  output = 'pipe',
}: SiteOptions): Promise<Site> {
  const { backend, backendUrl } = await startFakeBackend(
    { PUBLIC_URL: `http://localhost:${port}/`, ...(latencyMs > 0 ? { FAKE_LATENCY_MS: String(latencyMs) } : {}), ...backendEnv },
    undefined,
    output,
  );
  try {
    const storefront = await startStorefront(port, {
      backendUrl,
      clientDir,
      env: { STORE_QUERY: '1', FAKE_BACKEND: '1', SESSION_COOKIE, ...storefrontEnv },
      output,
    });
    return {
      url: `http://127.0.0.1:${port}`,
      backendUrl,
      processes: { backend, storefront },
      stop: () => {
        storefront.kill();
        backend.kill();
      },
    };
  } catch (error) {
    backend.kill();
    throw error;
  }
}

/**
 * Runs `use` against the whole site serving the build in `clientDir` on a free port, and stops it after; `latencyMs`
 * makes every backend answer wait that long (the production path of the bench: the backend 50 ms away).
 */
export async function withSite<T>(
  clientDir: string,
  use: (baseUrl: string) => Promise<T>,
  { latencyMs = 0 }: { latencyMs?: number } = {},
): Promise<T> {
  const site = await startSite({ port: await freePort(), clientDir, latencyMs });
  try {
    return await use(site.url);
  } finally {
    site.stop();
  }
}
