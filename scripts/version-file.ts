import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';
import { VERSION_FILE } from '#contracts/api/endpoint-routes.ts';

/** The app's version, 5.46.3 today (spec 9): package.json's, the one truth for the build and the version file. */
export function appVersion(): string {
  const packageJson = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string };
  return packageJson.version;
}

/**
 * Writes the version file (`version.json`, `{ "version": "5.46.3" }`) into the client build, beside index.html:
 * a deployed client tells running pages it replaced them (client/src/lib/version-check.ts).
 */
export function versionFile(version: string): Plugin {
  return {
    name: 'version-file',
    apply: 'build',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: VERSION_FILE, source: `${JSON.stringify({ version })}\n` });
    },
  };
}
