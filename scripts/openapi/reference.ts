import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { buildServer } from '../../fake-server/src/app.ts';
import { OPENAPI_PATH } from '../../fake-server/src/plugins/api-docs.ts';

/** What a third party gets: the fake backend's published document, as JSON. */
export async function apiReference(): Promise<Record<string, unknown>> {
  const app = await buildServer({ logger: false });
  try {
    return (await app.inject({ url: OPENAPI_PATH })).json<Record<string, unknown>>();
  } finally {
    await app.close();
  }
}

/** The document in a file of its own (`…/storefront.openapi.json`), as a tool outside the repository reads it. */
export async function writeApiReference(): Promise<{ file: string; document: Record<string, unknown>; remove: () => Promise<void> }> {
  const dir = await mkdtemp(join(tmpdir(), 'openapi-'));
  const document = await apiReference();
  const file = join(dir, 'storefront.openapi.json');
  await writeFile(file, JSON.stringify(document, null, 2));
  return { file, document, remove: () => rm(dir, { recursive: true, force: true }) };
}

/** A port nothing listens on now. */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (address === null || typeof address === 'string') throw new Error('no port');
  return address.port;
}

/** The script a package's `bin` names, run with this Node (no npx, no shell). */
export function binOf(packageName: string, bin: string): string {
  const require = createRequire(import.meta.url);
  const manifest = require.resolve(`${packageName}/package.json`);
  const bins = (require(manifest) as { bin: Record<string, string> }).bin;
  const script = bins[bin];
  if (script === undefined) throw new Error(`${packageName} has no bin ${bin}`);
  return join(dirname(manifest), script);
}

/** A running Prism (mock or proxy): its URL, everything it printed, and a way to stop it. */
export interface Prism {
  url: string;
  output: () => string;
  stop: () => Promise<void>;
}

/**
 * Stoplight Prism as a child process on a free port: `mock <document>` or `proxy <document> <upstream>`. Resolves once
 * it listens (it prints "Prism is listening"), rejects if it exits first or does not listen within `timeoutMs`.
 */
export async function startPrism(args: string[], timeoutMs = 60_000): Promise<Prism> {
  const port = await freePort();
  const child: ChildProcess = spawn(
    process.execPath,
    [binOf('@stoplight/prism-cli', 'prism'), ...args, '--port', String(port), '--host', '127.0.0.1'],
    {
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  const collect = (chunk: Buffer) => (output += chunk.toString());
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`Prism did not listen within ${timeoutMs} ms:\n${output}`)), timeoutMs);
    const check = () => {
      if (output.includes('Prism is listening')) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout?.on('data', check);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`Prism exited (${String(code)}) before listening:\n${output}`));
    });
  });
  return {
    url: `http://127.0.0.1:${port}`,
    output: () => output,
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}
