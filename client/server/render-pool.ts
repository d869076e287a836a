import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Piscina } from 'piscina';
import type { PageRenderRequest, RenderedPage, ServerEntry } from '#contracts/api/boot-data.ts';

/** The client build's server entry (scripts/lib/server-entry.ts), relative to the build folder. */
export const SERVER_ENTRY = join('.ssr', 'entry-server.js');

/** Renders pages with the client's server entry, off the thread that answers requests. */
export interface PageRenderer {
  render(request: PageRenderRequest): Promise<RenderedPage>;
  close(): Promise<void>;
}

/**
 * The render threads (decision 043): the app's stores are module state, so one thread renders one page at a time, and
 * a thread per core renders that many at once while the main thread goes on answering files, proxied calls and the
 * backend's answers. Each thread loads the server entry once; its `renderPage` is the task, its `warmUp` runs at start. Null when the build has
 * no server entry: pages then carry the boot data only, and the client renders them.
 *
 * `threads` 0 renders on the main thread, one page after another, as one process did before decision 043: for an
 * instance with a single core, where a thread would only add the copies of each request and answer between threads
 * (and the baseline `npm run bench` compares the threads with).
 */
export async function startRenderPool(clientDir: string, threads = availableParallelism()): Promise<PageRenderer | null> {
  const file = join(clientDir, SERVER_ENTRY);
  if (!existsSync(file)) return null;
  // React's production build in the renders: the server renders what the buyer's production client hydrates.
  const nodeEnv = process.env['NODE_ENV'] ?? 'production';
  if (threads === 0) return startInProcess(file, nodeEnv);
  const env = { ...process.env, NODE_ENV: nodeEnv };
  const pool = new Piscina<PageRenderRequest, RenderedPage>({
    filename: pathToFileURL(file).href,
    minThreads: threads,
    maxThreads: threads,
    idleTimeout: Number.POSITIVE_INFINITY,
    env,
    // A thread's server entry must not inherit the parent's TypeScript loader: it is plain JavaScript.
    execArgv: [],
  });
  // Every thread loads the entry and the landing screens' code now, not on the first buyer's page.
  await Promise.all(
    Array.from({ length: threads }, () => pool.run(null as unknown as PageRenderRequest, { name: 'warmUp' }).catch(() => undefined)),
  );
  return {
    render: (request) => pool.run(request, { name: 'renderPage' }),
    // Closed once the server has answered every request in flight (Fastify's onClose): a render still running then is
    // one no page waits for any more (pages.ts gives up after its budget), and waiting for it (piscina's close waits
    // up to 30 s) would hold a deploy's drain, and a render that never ends would hold it for good.
    close: () => pool.destroy(),
  };
}

/** The server entry loaded into this process: its renderPage renders one page at a time (client/src/entry-server.tsx). */
async function startInProcess(file: string, nodeEnv: string): Promise<PageRenderer> {
  // React reads NODE_ENV when it is first loaded, which for this process is here.
  process.env['NODE_ENV'] = nodeEnv;
  const entry = (await import(pathToFileURL(file).href)) as ServerEntry & { warmUp?: () => Promise<void> };
  await entry.warmUp?.();
  return { render: (request) => entry.renderPage(request), close: async () => undefined };
}
