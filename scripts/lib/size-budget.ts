import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join, posix, relative, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import * as v from 'valibot';
import type { Manifest } from 'vite';

/**
 * The per-route JavaScript budget (size-budget.json, docs/decisions/026): what a first visit to a route downloads,
 * gzip, against its budget. A route's JavaScript is index.html's entry chunk and its static imports (what the page
 * loads or preloads) plus, for each lazy module the route renders and each one every first visit loads, that module's
 * chunk and its static imports, read from Vite's build manifest (dist/<build>/.vite/manifest.json).
 */

const root = resolve(import.meta.dirname, '..', '..');
/** Vite's root (vite.config.ts): the manifest names modules relative to it. */
const viteRoot = join(root, 'client');

export const BUDGET_FILE = join(root, 'size-budget.json');

const RouteBudget = v.strictObject({
  /** The modules, relative to the repository, that the route loads lazily on a first visit (its screen and what it shows at once). */
  lazy: v.array(v.pipe(v.string(), v.startsWith('client/'))),
  /** The most JavaScript, gzip, in KiB (1024 bytes), a first visit to the route may download. */
  maxGzipKiB: v.pipe(v.number(), v.minValue(1)),
});

const BudgetFile = v.strictObject({
  about: v.string(),
  /** Lazy modules a first visit loads on whichever route it lands (the consent banner, decision 015). */
  everyRoute: v.array(v.pipe(v.string(), v.startsWith('client/'))),
  routes: v.record(v.pipe(v.string(), v.startsWith('/')), RouteBudget),
});
export type BudgetFile = v.InferOutput<typeof BudgetFile>;
export type RouteBudget = v.InferOutput<typeof RouteBudget>;

export function readBudget(file: string = BUDGET_FILE): BudgetFile {
  const result = v.safeParse(BudgetFile, JSON.parse(readFileSync(file, 'utf8')));
  if (!result.success) {
    const issues = result.issues.map((issue) => `${v.getDotPath(issue) ?? '(file)'}: ${issue.message}`);
    throw new Error(`${relative(root, file)} is not a budget file:\n  ${issues.join('\n  ')}`);
  }
  return result.output;
}

/** The manifest key of a module named relative to the repository (client/src/x.tsx → src/x.tsx). */
export const manifestKeyOf = (module: string): string => relative(viteRoot, join(root, module)).split(/[\\/]/).join(posix.sep);

/** The built JavaScript files of these manifest chunks and of everything they import statically, each once. */
export function staticClosure(manifest: Manifest, keys: readonly string[]): string[] {
  const seen = new Set<string>();
  const files: string[] = [];
  const visit = (key: string): void => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (chunk === undefined) throw new Error(`the manifest has no chunk ${key}`);
    if (chunk.file.endsWith('.js')) files.push(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of keys) visit(key);
  return files;
}

/** The entry every page loads: index.html's chunk. */
export function entryKey(manifest: Manifest): string {
  const entries = Object.entries(manifest).filter(([, chunk]) => chunk.isEntry === true);
  const page = entries.find(([key]) => key === 'index.html') ?? (entries.length === 1 ? entries[0] : undefined);
  if (page === undefined)
    throw new Error(`the manifest should have index.html as its entry; it has ${entries.map(([key]) => key).join(', ') || 'none'}`);
  return page[0];
}

/**
 * The files a first visit to the route downloads. A lazy module the manifest does not know as a chunk of its own (a
 * typo, a module moved, or one now bundled into another chunk) fails: a budget that silently measured less is worse
 * than none.
 */
export function routeFiles(
  manifest: Manifest,
  budget: RouteBudget,
  everyRoute: readonly string[] = [],
  pagePreloads: readonly string[] = [],
): string[] {
  const lazyKeys = [...everyRoute, ...budget.lazy].map((module) => {
    const key = manifestKeyOf(module);
    const chunk = manifest[key];
    if (chunk === undefined) throw new Error(`${module} is not a chunk of its own in the build (size-budget.json lists it as lazy)`);
    if (chunk.isDynamicEntry !== true) throw new Error(`${module} is not loaded lazily (size-budget.json lists it as lazy)`);
    return key;
  });
  return staticClosure(manifest, [entryKey(manifest), ...preloadedKeys(manifest, pagePreloads), ...lazyKeys]);
}

/**
 * The manifest chunks of the files index.html preloads besides its entry's own imports: the app the small entry
 * starts once the page has painted (client/src/main.tsx, scripts/lib/app-preload.ts). A first visit downloads them.
 */
function preloadedKeys(manifest: Manifest, files: readonly string[]): string[] {
  const keyOf = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]));
  return files.flatMap((file) => keyOf.get(file) ?? []);
}

/** The files index.html preloads (`<link rel="modulepreload" href="/assets/x.js">`), relative to the build folder. */
export function pagePreloadsOf(indexHtml: string): string[] {
  return [...indexHtml.matchAll(/<link\b(?=[^>]*\srel="modulepreload")[^>]*\shref="\/?([^"]+)"/g)].map((match) => match[1] ?? '');
}

export interface RouteSize {
  route: string;
  files: number;
  gzipBytes: number;
  budgetBytes: number;
  /** Budget minus size: negative when over. */
  marginBytes: number;
  over: boolean;
}

export const gzipBytesOf = (bytes: Uint8Array): number => gzipSync(bytes, { level: 9 }).length;
export const KIB = 1024;

/** Each route's size against its budget, with gzipBytes(file) the gzip size of a built file. */
export function measureRoutes(
  manifest: Manifest,
  budget: BudgetFile,
  gzipBytes: (file: string) => number,
  pagePreloads: readonly string[] = [],
): RouteSize[] {
  return Object.entries(budget.routes).map(([route, routeBudget]) => {
    const files = routeFiles(manifest, routeBudget, budget.everyRoute, pagePreloads);
    const size = files.reduce((sum, file) => sum + gzipBytes(file), 0);
    const budgetBytes = Math.round(routeBudget.maxGzipKiB * KIB);
    return { route, files: files.length, gzipBytes: size, budgetBytes, marginBytes: budgetBytes - size, over: size > budgetBytes };
  });
}

/** The build's chunks whose source maps name a source under node_modules/typebox/ (the browser must ship none). */
export function chunksWithTypebox(sourceMaps: ReadonlyMap<string, { sources: readonly string[] }>): string[] {
  return [...sourceMaps]
    .filter(([, map]) => map.sources.some((source) => /(^|\/)node_modules\/typebox\//.test(source)))
    .map(([file]) => file);
}

/** A built client on disk: its manifest, the gzip size of its files, and the code and source map of each JavaScript chunk. */
export function readBuild(distDir: string): {
  manifest: Manifest;
  gzipBytes: (file: string) => number;
  sourceMaps: Map<string, { sources: string[] }>;
  /** What the built index.html preloads (pagePreloadsOf). */
  pagePreloads: string[];
  chunks: Map<string, string>;
} {
  const manifestFile = join(distDir, '.vite', 'manifest.json');
  if (!existsSync(manifestFile)) throw new Error(`${manifestFile} is missing: build the client with build.manifest (vite.config.ts)`);
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;
  const cache = new Map<string, number>();
  const gzipBytes = (file: string): number => {
    const known = cache.get(file);
    if (known !== undefined) return known;
    const size = gzipBytesOf(readFileSync(join(distDir, file)));
    cache.set(file, size);
    return size;
  };
  const sourceMaps = new Map<string, { sources: string[] }>();
  const chunks = new Map<string, string>();
  const assets = join(distDir, 'assets');
  for (const name of readdirSync(assets).filter((file) => file.endsWith('.js'))) {
    const code = readFileSync(join(assets, name), 'utf8');
    chunks.set(`assets/${name}`, code);
    // The bundler's own runtime chunk is generated code: no module went into it, so it names no map.
    if (!/\/\/# sourceMappingURL=\S+\s*$/.test(code)) continue;
    const mapFile = join(assets, `${name}.map`);
    // A chunk that names a map it does not have cannot be checked: that is a failure, not a pass.
    if (!existsSync(mapFile)) throw new Error(`assets/${name} names a source map that is missing: build the client with build.sourcemap`);
    sourceMaps.set(`assets/${name}`, JSON.parse(readFileSync(mapFile, 'utf8')) as { sources: string[] });
  }
  const indexHtml = join(distDir, 'index.html');
  const pagePreloads = existsSync(indexHtml) ? pagePreloadsOf(readFileSync(indexHtml, 'utf8')) : [];
  return { manifest, gzipBytes, sourceMaps, pagePreloads, chunks };
}

const kib = (bytes: number): string => (bytes / KIB).toFixed(1);

/** The table `npm run size` prints: per route, files, gzip KiB, budget, margin and, with a floor, the ratio to it. */
export function sizeTable(sizes: readonly RouteSize[], floorBytes?: number): string[] {
  const header = ['route', 'files', 'gzip KiB', 'budget KiB', 'margin KiB', ...(floorBytes === undefined ? [] : ['× floor']), ''];
  const rows = sizes.map((size) => [
    size.route,
    String(size.files),
    kib(size.gzipBytes),
    kib(size.budgetBytes),
    kib(size.marginBytes),
    ...(floorBytes === undefined ? [] : [(size.gzipBytes / floorBytes).toFixed(2)]),
    size.over ? 'OVER BUDGET' : '',
  ]);
  const widths = header.map((_, column) => Math.max(...[header, ...rows].map((row) => (row[column] ?? '').length)));
  const line = (row: string[]) =>
    row
      .map((cell, column) => (column === 0 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0)))
      .join('  ')
      .trimEnd();
  return [line(header), ...rows.map(line)];
}
