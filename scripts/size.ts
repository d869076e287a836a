/**
 * `npm run size`: builds the client and prints the gzip size of the JavaScript the services
 * chooser page loads on a first visit (the entry script and every module it preloads).
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

const root = resolve(import.meta.dirname, '..');
const dist = join(root, 'dist', 'client');

const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { cwd: root, stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

const html = readFileSync(join(dist, 'index.html'), 'utf8');
const scripts = [...html.matchAll(/<(?:script[^>]*\bsrc|link[^>]*rel="modulepreload"[^>]*\bhref)="([^"]+\.js)"/g)].map(
  ([, src]) => src ?? '',
);

let rawTotal = 0;
let gzipTotal = 0;
for (const src of scripts) {
  const bytes = readFileSync(join(dist, src));
  const gzipped = gzipSync(bytes, { level: 9 }).length;
  rawTotal += bytes.length;
  gzipTotal += gzipped;
  console.log(`${src}: ${(bytes.length / 1024).toFixed(1)} KiB raw, ${(gzipped / 1024).toFixed(1)} KiB gzip`);
}
console.log(`Chooser page JS: ${scripts.length} files, ${(rawTotal / 1024).toFixed(1)} KiB raw, ${(gzipTotal / 1024).toFixed(1)} KiB gzip`);
