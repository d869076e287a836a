/**
 * `npm run dev`: the fake backend (restarted on change) plus Vite with hot reload, which proxies
 * the API paths (contracts/src/api/paths.ts API_PATH_PREFIXES) to it. Open the Vite URL it prints.
 * BACKEND_URL points the proxy at another backend instead, e.g. a real one: then no fake server starts.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const backendPort = process.env.BACKEND_PORT ?? '3001';
const children: ChildProcess[] = [];

function start(command: string, args: string[], env: Record<string, string>): void {
  const child = spawn(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  child.on('exit', (code) => stop(code ?? 0));
  children.push(child);
}

function stop(code: number): void {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  process.exit(code);
}

process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

if (!process.env.BACKEND_URL) {
  start(
    'node',
    ['--watch-path=fake-server', '--watch-path=fixtures', '--watch-path=contracts', '--import', 'tsx', 'fake-server/src/cli.ts'],
    {
      PORT: backendPort,
      PUBLIC_URL: `http://127.0.0.1:${process.env.PORT ?? 5173}/`,
      // The proxy forwards the browser's Sec-Fetch-Site (same-origin) but rewrites Host, so a browser that sends only
      // Origin (the Vite origin) would be refused as cross-site without this (decision 029).
      TRUSTED_ORIGINS:
        process.env.TRUSTED_ORIGINS ?? `http://127.0.0.1:${process.env.PORT ?? 5173},http://localhost:${process.env.PORT ?? 5173}`,
    },
  );
}
start('npx', ['vite', '--host', '127.0.0.1'], { BACKEND_URL: process.env.BACKEND_URL ?? `http://127.0.0.1:${backendPort}` });
