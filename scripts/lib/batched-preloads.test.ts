import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { build } from 'vite';
import { afterAll, describe, expect, test } from 'vitest';
import { batchedPreloadsPlugin, withBatchedPreloads } from './batched-preloads.ts';

/** A tiny app whose entry imports a screen lazily, and the screen a file of its own; under dist/, so packages resolve. */
const dist = resolve(import.meta.dirname, '..', '..', 'dist');
mkdirSync(dist, { recursive: true });
const app = mkdtempSync(join(dist, 'batched-preloads-'));
writeFileSync(join(app, 'index.html'), '<!doctype html><html><body><script type="module" src="/main.js"></script></body></html>');
writeFileSync(join(app, 'main.js'), "import('./screen.js').then(({ screen }) => console.log(screen));\nimport('./other.js');\n");
writeFileSync(join(app, 'screen.js'), "import { shared } from './shared.js';\nexport const screen = `screen ${shared}`;\n");
writeFileSync(join(app, 'other.js'), "import { shared } from './shared.js';\nexport const other = shared;\n");
writeFileSync(join(app, 'shared.js'), "export const shared = 'shared';\n");

afterAll(() => rmSync(app, { recursive: true, force: true }));

/** The tiny app's entry chunk, built unminified, with or without the plugin. */
async function builtEntry(batched: boolean): Promise<string> {
  const outDir = join(app, batched ? 'batched' : 'installed');
  await build({
    root: app,
    configFile: false,
    logLevel: 'silent',
    plugins: batched ? [batchedPreloadsPlugin()] : [],
    build: { outDir, minify: false, modulePreload: { polyfill: false } },
  });
  const assets = join(outDir, 'assets');
  const entry = readdirSync(assets).find((file) => file.startsWith('main-') || file.startsWith('index-'));
  if (entry === undefined) throw new Error(`the tiny app has no entry chunk: ${readdirSync(assets).join(', ')}`);
  return readFileSync(join(assets, entry), 'utf8');
}

describe('[performance] a lazy import’s preload links are added a few per task (issue 25)', () => {
  test('[build] Vite’s preload helper hands its links to preloadModules instead of adding each to the page', async () => {
    const installed = await builtEntry(false);
    expect(installed).toContain('document.head.appendChild(link);'); // the check of the test: the installed helper
    const batched = await builtEntry(true);
    expect(batched).not.toContain('document.head.appendChild(link);');
    expect(batched).toMatch(/preloadModules\(\[link\]\)/);
    expect(batched).toContain('function modulePreloader('); // client/src/lib/module-preloads.ts, bundled with the helper
  }, 30_000);

  test('[build] a helper that no longer adds its links as Vite did fails the build', () => {
    expect(() => withBatchedPreloads('const link = make(); document.head.append(link);')).toThrow(/no longer adds its links/);
    expect(() => withBatchedPreloads('document.head.appendChild(link);\ndocument.head.appendChild(link);')).toThrow(
      /no longer adds its links/,
    );
    expect(withBatchedPreloads('if (x) document.head.appendChild(link);', '/app/module-preloads.ts')).toBe(
      'import { preloadModules as __storefrontPreloadModules } from "/app/module-preloads.ts";\nif (x) __storefrontPreloadModules([link]);',
    );
  });
});
