import { readFileSync } from 'node:fs';
import type { PluginOption } from 'vite';
import { afterAll, describe, expect, test } from 'vitest';
import { COMPILE_HINT, compileHintsPlugin } from './compile-hints.ts';
import { tinyApp } from './tiny-app-testing.ts';

/** A function body long enough to be over the test's threshold once minified. */
const bulk = (name: string) =>
  Array.from({ length: 30 }, (_, index) => `export function ${name}${index}(n) { return n * ${index + 2} + ${index}; }`).join('\n');

/** An entry that starts its app after the first paint, as ours does: a big app chunk and a small one, imported dynamically. */
const app = tinyApp('compile-hints', {
  'main.js': "setTimeout(() => { void import('./start.js'); void import('./small.js'); }, 0);\n",
  'start.js': `${bulk('step')}\nexport const marker = 'the-app-start';\n`,
  'small.js': "export const small = 'small';\n",
});

afterAll(() => app.remove());

describe('[performance] the app’s big chunks carry V8’s compile hint (issue 25)', () => {
  test('[build] the hint is the first line of each app chunk over the threshold, and of no other', async () => {
    const chunks = await app.build('hinted', [compileHintsPlugin(500)], { sourcemap: true });
    const start = chunks.find((chunk) => chunk.code.includes('the-app-start'));
    const others = chunks.filter((chunk) => chunk !== start);
    expect(start?.code.startsWith(`${COMPILE_HINT}\n`)).toBe(true);
    expect(others.length).toBeGreaterThan(0);
    for (const chunk of others) expect(chunk.code).not.toContain(COMPILE_HINT);
  });

  test('[build] the chunk’s source map is the plain build’s, one line down: each name still points at its source', async () => {
    const mappingsOf = async (variant: string, plugins: PluginOption[]) => {
      const chunks = await app.build(variant, plugins, { sourcemap: true });
      const start = chunks.find((chunk) => chunk.code.includes('the-app-start'));
      if (start === undefined) throw new Error('no app chunk');
      return (JSON.parse(readFileSync(`${start.file}.map`, 'utf8')) as { mappings: string }).mappings;
    };
    const plain = await mappingsOf('plain-mapped', []);
    expect(plain.length).toBeGreaterThan(0);
    expect(await mappingsOf('hinted-mapped', [compileHintsPlugin(500)])).toBe(`;${plain}`);
  });

  test('[build] without the plugin no chunk has it (the check of the test)', async () => {
    const chunks = await app.build('plain', []);
    for (const chunk of chunks) expect(chunk.code).not.toContain(COMPILE_HINT);
  });
});
