import type { ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { type Server, createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { once } from 'node:events';
import { e2eClientDir } from './e2e-client.ts';
import { buildClient, startFakeBackend, startStorefront } from './serve-build.ts';
import { startStaticSite } from './static-site.ts';

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

  // As a deploy stops it: SIGTERM, and SIGKILL if it has not drained within the grace time.
  const stopBackend = async () => {
    if (backend === null) return;
    const stopping = backend;
    const exited = once(stopping, 'exit');
    stopping.kill('SIGTERM');
    const killer = setTimeout(() => {
      console.error('the production profile: the backend did not exit 10 s after SIGTERM; killed');
      stopping.kill('SIGKILL');
    }, 10_000);
    await exited;
    clearTimeout(killer);
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
