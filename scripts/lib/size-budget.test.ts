import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Manifest } from 'vite';
import { describe, expect, test } from 'vitest';
import {
  type BudgetFile,
  chunksWithTypebox,
  manifestKeyOf,
  measureRoutes,
  readBudget,
  pagePreloadsOf,
  routeFiles,
  sizeTable,
  staticClosure,
} from './size-budget.ts';

/** A tiny build: the page's entry with a shared vendor chunk, a lazy wizard step, the lazy consent banner and a dialog the step loads later. */
const manifest: Manifest = {
  'index.html': {
    file: 'assets/index.js',
    src: 'index.html',
    isEntry: true,
    imports: ['_vendor.js'],
    dynamicImports: ['src/step.tsx', 'src/banner.tsx'],
    css: ['assets/index.css'],
  },
  '_vendor.js': { file: 'assets/vendor.js' },
  '_shared.js': { file: 'assets/shared.js', imports: ['_vendor.js'] },
  'src/step.tsx': {
    file: 'assets/step.js',
    src: 'src/step.tsx',
    isDynamicEntry: true,
    imports: ['_shared.js', '_vendor.js'],
    dynamicImports: ['src/dialog.tsx'],
  },
  'src/banner.tsx': { file: 'assets/banner.js', src: 'src/banner.tsx', isDynamicEntry: true, imports: ['_shared.js'] },
  'src/dialog.tsx': { file: 'assets/dialog.js', src: 'src/dialog.tsx', isDynamicEntry: true },
  'src/style.css': { file: 'assets/style.css', src: 'src/style.css' },
};
const SIZES: Record<string, number> = {
  'assets/index.js': 1000,
  'assets/vendor.js': 5000,
  'assets/shared.js': 300,
  'assets/step.js': 200,
  'assets/banner.js': 100,
};
const gzipBytes = (file: string): number => SIZES[file] ?? Number.NaN;

const budget = (routes: BudgetFile['routes'], everyRoute: string[] = []): BudgetFile => ({ about: 'test', everyRoute, routes });

describe('what a first visit to a route downloads', () => {
  test("[size] the page's entry counts with its static imports, each once; what it loads later with import() does not", () => {
    expect(staticClosure(manifest, ['index.html'])).toEqual(['assets/index.js', 'assets/vendor.js']);
  });

  test("[size] a route adds its lazy screen's chunk and that chunk's static imports, not the dialog it loads later", () => {
    expect(routeFiles(manifest, { lazy: ['client/src/step.tsx'], maxGzipKiB: 10 })).toEqual([
      'assets/index.js',
      'assets/vendor.js',
      'assets/step.js',
      'assets/shared.js',
    ]);
  });

  test('[size] what index.html preloads (the app the entry starts after the first paint) counts, with its static imports', () => {
    const html = '<script type="module" src="/assets/index.js"></script><link rel="modulepreload" crossorigin href="/assets/banner.js">';
    expect(pagePreloadsOf(html)).toEqual(['assets/banner.js']);
    expect(routeFiles(manifest, { lazy: [], maxGzipKiB: 10 }, [], pagePreloadsOf(html))).toEqual([
      'assets/index.js',
      'assets/vendor.js',
      'assets/banner.js',
      'assets/shared.js',
    ]);
  });

  test('[size] what every first visit loads (the consent banner) counts on every route', () => {
    const files = routeFiles(manifest, { lazy: [], maxGzipKiB: 10 }, ['client/src/banner.tsx']);
    expect(files).toEqual(['assets/index.js', 'assets/vendor.js', 'assets/banner.js', 'assets/shared.js']);
  });

  test('[size] a module the build does not have as a chunk of its own fails, rather than measuring less', () => {
    expect(() => routeFiles(manifest, { lazy: ['client/src/stpe.tsx'], maxGzipKiB: 10 })).toThrow(
      /client\/src\/stpe.tsx is not a chunk of its own/,
    );
  });

  test('[size] a module listed as lazy that the build does not load lazily fails', () => {
    expect(() => routeFiles(manifest, { lazy: ['client/src/style.css'], maxGzipKiB: 10 })).toThrow(/is not loaded lazily/);
  });

  test('[size] modules are named from the repository root, the manifest names them from the client folder', () => {
    expect(manifestKeyOf('client/src/features/services/routes.tsx')).toBe('src/features/services/routes.tsx');
  });
});

describe('the budget', () => {
  test('[size] a route over its budget is flagged with a negative margin; one exactly at it is not', () => {
    // index + vendor + step + shared = 6500 bytes; 6500 / 1024 KiB is exactly at the budget.
    const sizes = measureRoutes(
      manifest,
      budget({
        '/at': { lazy: ['client/src/step.tsx'], maxGzipKiB: 6500 / 1024 },
        '/over': { lazy: ['client/src/step.tsx'], maxGzipKiB: 6 },
      }),
      gzipBytes,
    );
    expect(sizes).toEqual([
      { route: '/at', files: 4, gzipBytes: 6500, budgetBytes: 6500, marginBytes: 0, over: false },
      { route: '/over', files: 4, gzipBytes: 6500, budgetBytes: 6144, marginBytes: -356, over: true },
    ]);
  });

  test('[size] the printed table says which route is over, and its ratio to the React floor', () => {
    const sizes = measureRoutes(manifest, budget({ '/servicios': { lazy: [], maxGzipKiB: 5 } }), gzipBytes);
    const [header, row] = sizeTable(sizes, 3000);
    expect(header).toMatch(/route\s+files\s+gzip KiB\s+budget KiB\s+margin KiB\s+× floor/);
    expect(row).toMatch(/^\/servicios\s+2\s+5\.9\s+5\.0\s+-0\.9\s+2\.00\s+OVER BUDGET$/);
  });

  test('[size] a budget file with an unknown field or a route without its budget is refused', () => {
    const dir = mkdtempSync(join(tmpdir(), 'size-budget-'));
    try {
      const file = join(dir, 'size-budget.json');
      writeFileSync(file, JSON.stringify({ about: '', everyRoute: [], routes: { '/servicios': { lazy: [], maxGzipKB: 180 } } }));
      expect(() => readBudget(file)).toThrow(/routes\.\/servicios/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  test('[size] the checked-in size-budget.json is a budget file naming the chooser, a wizard step, payment and orders', () => {
    expect(Object.keys(readBudget().routes)).toEqual(
      expect.arrayContaining(['/servicios', '/nota-simple/step1', '/certidao-permanente/step1', '/customer/payment', '/customer/orders']),
    );
  });
});

describe('no TypeBox in the browser', () => {
  test('[size] a chunk whose source map names a file under node_modules/typebox/ is reported', () => {
    const maps = new Map([
      ['assets/index.js', { sources: ['../../client/src/main.tsx', '../../node_modules/react/index.js'] }],
      ['assets/client.js', { sources: ['#contracts/api/endpoint-routes.ts', '../../node_modules/typebox/build/type/object.mjs'] }],
      ['assets/other.js', { sources: ['../../node_modules/typebox-like/index.js', '../../client/src/typebox/notes.ts'] }],
    ]);
    expect(chunksWithTypebox(maps)).toEqual(['assets/client.js']);
  });
});
