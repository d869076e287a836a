import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { extname, join, relative, resolve, sep } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin, ResolvedConfig } from 'vite';
import { VERSION_FILE } from '#contracts/api/endpoint-routes.ts';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** The text files a browser downloads; source maps are left out (only developer tools fetch them, rarely). */
export const COMPRESSIBLE_EXTENSIONS = new Set(['.js', '.mjs', '.css', '.svg', '.json', '.html', '.txt', '.webmanifest', '.xml']);

/** Below this a compressed copy saves too little to pay for another file (and the server's lookup of it). */
export const MIN_BYTES = 1024;

/**
 * Files never sent from disk as they are: index.html is written per response (its nonce), so the server
 * compresses it per response; the version file is answered per visitor by a route (routes/rest/get-version.ts).
 */
const SERVED_BY_ROUTES = new Set(['index.html', VERSION_FILE]);

/** Whether a file of the build (its path relative to the build folder, '/'-separated) gets compressed copies. */
export function isPrecompressed(path: string, bytes: number): boolean {
  return bytes >= MIN_BYTES && COMPRESSIBLE_EXTENSIONS.has(extname(path)) && !SERVED_BY_ROUTES.has(path) && !isNeverServed(path);
}

/** The build's dot folders (Vite's manifest in .vite/, the server entry in .ssr/) are read by tools, never served. */
const isNeverServed = (path: string): boolean => path.startsWith('.');

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
}

/**
 * Writes `<file>.br` (brotli, quality 11) and `<file>.gz` (gzip, level 9) beside every text file of the build
 * folder worth it, as a CDN would keep them, so the server sends them by Accept-Encoding without compressing
 * per request. A copy that would not be smaller is not written. Answers the files it compressed.
 */
export async function precompressDir(dir: string): Promise<string[]> {
  const done: string[] = [];
  const files = (await filesUnder(dir)).filter((file) => !file.endsWith('.br') && !file.endsWith('.gz'));
  await Promise.all(
    files.map(async (file) => {
      const path = relative(dir, file).split(sep).join('/');
      if (!isPrecompressed(path, (await stat(file)).size)) return;
      const bytes = await readFile(file);
      const [br, gz] = await Promise.all([
        brotli(bytes, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
          },
        }),
        gzipAsync(bytes, { level: constants.Z_BEST_COMPRESSION }),
      ]);
      if (br.length < bytes.length) await writeFile(`${file}.br`, br);
      if (gz.length < bytes.length) await writeFile(`${file}.gz`, gz);
      done.push(path);
    }),
  );
  return done.sort();
}

/** Precompresses the client build once every file is written (the embed loader is written in writeBundle). */
export function precompressPlugin(): Plugin {
  let config: ResolvedConfig | undefined;
  return {
    name: 'storefront-precompress',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        if (config === undefined) return;
        const files = await precompressDir(resolve(config.root, config.build.outDir));
        config.logger.info(`precompressed ${files.length} files (.br and .gz)`);
      },
    },
  };
}
