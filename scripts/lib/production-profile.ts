import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { type Server, createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { once } from 'node:events';
import { e2eClientDir } from './e2e-client.ts';
import { buildClient, startFakeBackend, startStorefront } from './serve-build.ts';
import { DEFAULT_PORTALS_FILE, loadPortals } from '../../client/server/portals.ts';
import { prerenderSite } from '../../client/server/prerender.ts';

/** Whether Debian's nginx is installed (.ci/run installs it): the static host's e2e tests need it. */
const hasNginx = () => spawnSync('nginx', ['-v'], { stdio: 'ignore' }).status === 0;

/**
 * The site for a static host (client/server/prerender.ts, decision 035), prerendered from the fake backend into a
 * temporary folder and served by a plain nginx with the generated nginx.conf on `port`, in front of the same backend.
 * Resolves once nginx answers; null when nginx is not installed (the static host's tests then say so).
 */
async function startStaticSite(clientDir: string, backendUrl: string, port: number): Promise<{ stop: () => Promise<void> } | null> {
  if (!hasNginx()) return null;
  const dir = await mkdtemp(join(tmpdir(), 'storefront-static-'));
  // nginx's workers run as another user: they must read the site.
  await chmod(dir, 0o755);
  const outDir = join(dir, 'site');
  await prerenderSite({
    clientDir,
    backendUrl,
    portals: await loadPortals(DEFAULT_PORTALS_FILE),
    outDir,
    nginx: { listen: `127.0.0.1:${port}` },
    fakeBackend: true,
    renderThreads: 1,
  });
  const nginx = spawn(
    'nginx',
    ['-p', dir, '-c', join(outDir, 'nginx.conf'), '-e', 'stderr', '-g', `daemon off; pid ${join(dir, 'nginx.pid')};`],
    {
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  );
  let stderr = '';
  nginx.stderr.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const deadline = Date.now() + 15_000;
  for (;;) {
    if (nginx.exitCode !== null) throw new Error(`nginx exited (${nginx.exitCode}): ${stderr.trim()}`);
    const up = await fetch(`http://127.0.0.1:${port}/embed.js`).then(
      (response) => response.ok,
      () => false,
    );
    if (up) break;
    if (Date.now() > deadline) {
      nginx.kill();
      throw new Error(`nginx did not answer on port ${port}: ${stderr.trim()}`);
    }
    await new Promise((wait) => setTimeout(wait, 100));
  }
  return {
    stop: async () => {
      if (nginx.exitCode === null) {
        const exited = once(nginx, 'exit');
        nginx.kill('SIGTERM');
        await exited;
      }
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/** The production profile's storefront port (PRODUCTION_PORT, else the e2e port + 200); the backend and the control take the next two. */
export const productionPort = (): number => Number(process.env.PRODUCTION_PORT ?? Number(process.env.E2E_PORT ?? 4173) + 200);

/** Every backend answer waits this long: a backend in another place, not on this machine's loopback. */
export const BACKEND_LATENCY_MS = 50;

/**
 * The e2e production profile's global setup (playwright.production.config.ts, decision 043): the fake backend in a
 * process of its own with BACKEND_LATENCY_MS on every answer and its state in a file, and the storefront server in
 * front of it as a deploy runs it (portals by host name, no `?store=`). A control endpoint on loopback lets a test stop
 * the backend and start it again (BACKEND_CONTROL_URL: POST /backend/stop, POST /backend/start), as a deploy of the
 * backend would; its state file keeps carts, customers and orders across the restart. The site prerendered for a static
 * host is served by nginx in front of the same backend (STATIC_SITE_URL, on the port after the control's), when nginx
 * is installed.
 */
export default async function productionProfile(): Promise<() => Promise<void>> {
  const port = productionPort();
  const backendPort = port + 1;
  const clientDir = e2eClientDir();
  if (process.env.E2E_CLIENT_BUILT !== '1') buildClient(clientDir);
  const stateDir = await mkdtemp(join(tmpdir(), 'storefront-production-'));
  const backendEnv = {
    FAKE_LATENCY_MS: String(BACKEND_LATENCY_MS),
    FAKE_STATE_FILE: join(stateDir, 'state.json'),
    PUBLIC_URL: `http://127.0.0.1:${port}/`,
  };
  const startBackend = async () => (await startFakeBackend(backendEnv, backendPort)).backend;
  let backend: ChildProcess | null = await startBackend();
  const storefront = await startStorefront(port, {
    backendUrl: `http://127.0.0.1:${backendPort}`,
    clientDir,
    // The fake's admin API stays reachable for the tests' seeds; ?store= does not pick the store: host names do.
    env: { FAKE_BACKEND: '1' },
  });

  const stopBackend = async () => {
    if (backend === null) return;
    const exited = once(backend, 'exit');
    backend.kill('SIGTERM');
    await exited;
    backend = null;
  };
  const control: Server = createServer((request, response) => {
    const act =
      request.method === 'POST' && request.url === '/backend/stop'
        ? stopBackend
        : request.method === 'POST' && request.url === '/backend/start'
          ? async () => {
              backend ??= await startBackend();
            }
          : null;
    if (act === null) {
      response.writeHead(404).end();
      return;
    }
    act().then(
      () => response.writeHead(204).end(),
      (error: unknown) => response.writeHead(500).end(String(error)),
    );
  });
  control.listen(port + 2, '127.0.0.1');
  await once(control, 'listening');
  process.env.BACKEND_CONTROL_URL = `http://127.0.0.1:${port + 2}`;
  const staticSite = await startStaticSite(clientDir, `http://127.0.0.1:${backendPort}`, port + 3).catch(async (error: unknown) => {
    control.close();
    storefront.kill();
    await stopBackend();
    throw error;
  });
  if (staticSite !== null) process.env.STATIC_SITE_URL = `http://127.0.0.1:${port + 3}`;

  return async () => {
    control.close();
    storefront.kill();
    await staticSite?.stop();
    await stopBackend();
    await rm(stateDir, { recursive: true, force: true });
  };
}
