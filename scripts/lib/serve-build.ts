import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { createServer } from 'node:net';
import { relative, resolve } from 'node:path';

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

/**
 * Starts the fake server serving the build in `clientDir` and waits until it says it listens (fake-server/src/cli.ts
 * prints its URL only after listen succeeded: another server already on the port must not pass for ours) and answers.
 */
export async function startFakeServer(port: number, clientDir: string): Promise<ChildProcess> {
  const server = spawn(process.execPath, ['--import', 'tsx', 'fake-server/src/cli.ts'], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), CLIENT_DIR: clientDir },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  server.stdout?.on('data', (chunk: Buffer) => {
    stdout += chunk.toString();
  });
  server.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the fake server exited (${server.exitCode}): ${stderr.trim()}`);
    const ready =
      stdout.includes('ready') &&
      (await fetch(`http://127.0.0.1:${port}/desktopapp/rest/config`).then(
        (response) => response.ok,
        () => false,
      ));
    if (ready) return server;
    await new Promise((wait) => setTimeout(wait, 250));
  }
  server.kill();
  throw new Error(`the fake server did not answer on port ${port} within 60 s: ${stderr.trim()}`);
}

/** Runs `use` against the fake server serving the build in `clientDir` on a free port, and stops the server after. */
export async function withFakeServer<T>(clientDir: string, use: (baseUrl: string) => Promise<T>): Promise<T> {
  const port = await freePort();
  const server = await startFakeServer(port, clientDir);
  try {
    return await use(`http://127.0.0.1:${port}`);
  } finally {
    server.kill();
  }
}
