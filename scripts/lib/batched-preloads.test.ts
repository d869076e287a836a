import { afterAll, describe, expect, test } from 'vitest';
import { batchedPreloadsPlugin, withBatchedPreloads } from './batched-preloads.ts';
import { tinyApp } from './tiny-app-testing.ts';

/** A tiny app whose entry imports two screens lazily, which share a file. */
const app = tinyApp('batched-preloads', {
  'main.js': "import('./screen.js').then(({ screen }) => console.log(screen));\nimport('./other.js');\n",
  'screen.js': "import { shared } from './shared.js';\nexport const screen = `screen ${shared}`;\n",
  'other.js': "import { shared } from './shared.js';\nexport const other = shared;\n",
  'shared.js': "export const shared = 'shared';\n",
});

afterAll(() => app.remove());

/** The tiny app's entry chunk, built unminified, with or without the plugin. */
async function builtEntry(batched: boolean): Promise<string> {
  const chunks = await app.build(batched ? 'batched' : 'installed', batched ? [batchedPreloadsPlugin()] : [], { minify: false });
  const entry = chunks.find(({ file }) => /\/(main|index)-[^/]+\.js$/.test(file));
  if (entry === undefined) throw new Error(`the tiny app has no entry chunk: ${chunks.map(({ file }) => file).join(', ')}`);
  return entry.code;
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
