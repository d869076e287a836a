import { spawnSync } from 'node:child_process';
import { join, resolve } from 'node:path';
import { type ReactFloor, reactFloor } from './react-floor.ts';
import { chunksPreloadingTheEntry } from './entry-preload.ts';
import { type RouteSize, chunksWithTypebox, entryKey, measureRoutes, readBudget, readBuild } from './size-budget.ts';

const root = resolve(import.meta.dirname, '..', '..');
export const DEFAULT_CLIENT_DIR = join(root, 'dist', 'client');

export interface SizeReport {
  routes: RouteSize[];
  /** Chunks of the build with a TypeBox source: must be none. */
  typeboxChunks: string[];
  /** Chunks whose lazy imports would preload the entry chunk, which the page runs already: must be none (issue 27). */
  entryPreloads: string[];
  floor?: ReactFloor;
}

export interface SizeOptions {
  /** The built client to measure (default dist/client). */
  distDir?: string;
  /** Build it first with the project's vite.config.ts (default true). */
  build?: boolean;
  /** Also build and measure the React floor (default true). */
  floor?: boolean;
  /** A React floor already built (scripts/lib/react-floor.ts buildReactFloor) to measure instead of building one. */
  floorDir?: string;
}

/** Builds the client (unless told not to), then measures each route of size-budget.json and, if asked, the React floor. */
export async function sizeReport({
  distDir = DEFAULT_CLIENT_DIR,
  build = true,
  floor = true,
  floorDir,
}: SizeOptions = {}): Promise<SizeReport> {
  if (build) {
    const result = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn', '--outDir', distDir], { cwd: root, stdio: 'inherit' });
    if (result.status !== 0) throw new Error(`vite build failed (${result.status ?? 'killed'})`);
  }
  const { manifest, gzipBytes, sourceMaps, pagePreloads, chunks } = readBuild(distDir);
  const entryFile = manifest[entryKey(manifest)]?.file ?? '';
  const report: SizeReport = {
    routes: measureRoutes(manifest, readBudget(), gzipBytes, pagePreloads),
    typeboxChunks: chunksWithTypebox(sourceMaps),
    entryPreloads: chunksPreloadingTheEntry(chunks, entryFile),
  };
  if (floor) report.floor = await reactFloor(floorDir);
  return report;
}
