import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'vite';
import { afterAll, describe, expect, test } from 'vitest';
import { chunksPreloadingTheEntry, entryPreload, preloadList, withoutLoadedAtStart } from './entry-preload.ts';

/**
 * A tiny app shaped like ours: the entry holds what lazy chunks share (here `shared`) and starts the app (`screen`,
 * with the `util` it imports) once it has painted; the app loads a lazy dialog, which imports `shared` and `util` too.
 * (util is one of the entry's own dynamic imports as well, as React's DOM renderer is ours.) Built as our
 * vite.config.ts builds.
 */
const app = mkdtempSync(join(tmpdir(), 'entry-preload-'));
writeFileSync(join(app, 'index.html'), '<!doctype html><html><body><script type="module" src="/main.js"></script></body></html>');
writeFileSync(
  join(app, 'main.js'),
  "export const shared = { n: 1 };\nvoid import('./util.js');\nimport('./screen.js').then((screen) => screen.open());\n",
);
writeFileSync(
  join(app, 'screen.js'),
  "import { shared } from './main.js';\nimport { twice } from './util.js';\nexport const open = () => import('./dialog.js').then((dialog) => twice(dialog.n + shared.n));\n",
);
writeFileSync(join(app, 'util.js'), 'export const twice = (n) => n * 2;\n');
writeFileSync(
  join(app, 'dialog.js'),
  "import { shared } from './main.js';\nimport { twice } from './util.js';\nexport const n = twice(shared.n);\n",
);

afterAll(() => rmSync(app, { recursive: true, force: true }));

/** Builds the tiny app, with or without the fix, and answers its JS chunks (file → code) and its entry's file. */
async function buildApp(withFix: boolean): Promise<{ chunks: Map<string, string>; entry: string }> {
  const outDir = join(app, withFix ? 'fixed' : 'plain');
  const fix = entryPreload();
  await build({
    root: app,
    configFile: false,
    logLevel: 'silent',
    plugins: withFix ? [fix.plugin] : [],
    build: { outDir, manifest: true, ...(withFix ? { modulePreload: { resolveDependencies: fix.resolveDependencies } } : {}) },
  });
  const manifest = JSON.parse(readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8')) as Record<string, { file: string }>;
  const assets = join(outDir, 'assets');
  const chunks = new Map(
    readdirSync(assets)
      .filter((name) => name.endsWith('.js'))
      .map((name) => [`assets/${name}`, readFileSync(join(assets, name), 'utf8')] as const),
  );
  return { chunks, entry: manifest['index.html']?.file ?? '' };
}

describe('no lazy import preloads what the page loaded at its start (issues 25, 27)', () => {
  test('[build] without the fix Vite lists the entry and the started app among a lazy dialog’s preloads; with it, only what the dialog adds', async () => {
    const plain = await buildApp(false);
    expect(chunksPreloadingTheEntry(plain.chunks, plain.entry)).toHaveLength(1);
    const dialogLists = [...plain.chunks.values()].map(preloadList).filter((list) => list.some((file) => /\/dialog-/.test(file)));
    expect(dialogLists).toEqual([expect.arrayContaining([expect.stringMatching(/^assets\/util-.*\.js$/)])]); // what the app loaded

    const fixed = await buildApp(true);
    expect(chunksPreloadingTheEntry(fixed.chunks, fixed.entry)).toEqual([]);
    expect([...fixed.chunks.values()].flatMap(preloadList)).toEqual([expect.stringMatching(/^assets\/dialog-.*\.js$/)]);
  }, 30_000);

  test('[build] the filter keeps every dependency but those loaded at the start, in order', () => {
    expect(withoutLoadedAtStart(['assets/d.js', 'assets/index-1.js', 'assets/h.js'], new Set(['assets/index-1.js']))).toEqual([
      'assets/d.js',
      'assets/h.js',
    ]);
  });

  test('[build] a chunk without lazy imports has no list; one with the helper in an unknown shape fails loudly', () => {
    expect(preloadList('export const a = 1;')).toEqual([]);
    expect(
      preloadList('const __vite__mapDeps=(i,m=__vite__mapDeps,d=(m.f||(m.f=["assets/a.js","assets/b.js"])))=>i.map(i=>d[i]);'),
    ).toEqual(['assets/a.js', 'assets/b.js']);
    expect(() => preloadList('const __vite__mapDeps = somethingElse;')).toThrow(/shape the check does not know/);
  });
});
