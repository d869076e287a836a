import { resolve } from 'node:path';
import type { Portals } from '#contracts/api/portals.ts';
import { DEFAULT_PORTALS_FILE, loadPortals } from './portals.ts';

/** What both command lines (npm run serve, npm run prerender) read first, each refusal a clear line and exit 1. */
export interface CliSettings {
  /** Says what is wrong, prefixed with the command, and exits. */
  fail: (message: string) => never;
  /** BACKEND_URL: required, an http(s) address. */
  backendUrl: string;
  /** PORTALS_FILE (default: the 15 demo stores), checked. */
  portalsFile: string;
  portals: Portals;
  /** CLIENT_DIR: the build (default dist/client). */
  clientDir: string;
}

export async function readCliSettings(command: string, env: NodeJS.ProcessEnv = process.env): Promise<CliSettings> {
  const fail = (message: string): never => {
    console.error(`${command}: ${message}`);
    process.exit(1);
  };
  const backendUrl =
    env['BACKEND_URL'] ?? fail('BACKEND_URL is not set: the address of the backend, e.g. BACKEND_URL=http://127.0.0.1:3001');
  if (!/^https?:\/\/[^/]+/.test(backendUrl)) fail(`BACKEND_URL=${backendUrl} is not an http(s) address`);
  const portalsFile = resolve(env['PORTALS_FILE'] ?? DEFAULT_PORTALS_FILE);
  const portals = await loadPortals(portalsFile).catch((error: unknown) =>
    fail(`the portals file is refused: ${(error as Error).message}`),
  );
  return { fail, backendUrl, portalsFile, portals, clientDir: resolve(env['CLIENT_DIR'] ?? 'dist/client') };
}
