import { spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEFAULT_PORTALS_FILE, loadPortals } from '../../client/server/portals.ts';
import { prerenderSite } from '../../client/server/prerender.ts';

/** Whether Debian's nginx is installed (.ci/run installs it): the static host's e2e tests need it. */
const hasNginx = () => spawnSync('nginx', ['-v'], { stdio: 'ignore' }).status === 0;

/**
 * The site for a static host (client/server/prerender.ts, decision 035), prerendered from the fake backend into a
 * temporary folder and served by a plain nginx with the generated nginx.conf on `port`, in front of the same backend.
 * Resolves once nginx answers; null when nginx is not installed (the static host's tests then say so).
 */
export async function startStaticSite(clientDir: string, backendUrl: string, port: number): Promise<{ stop: () => Promise<void> } | null> {
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
