import { describe, expect, test } from 'vitest';
import type { Rolldown } from 'vite';
import { appChunksOf } from './app-preload.ts';

const chunk = (fileName: string, extra: Partial<Rolldown.OutputChunk> = {}) =>
  ({ type: 'chunk', fileName, isEntry: false, imports: [], dynamicImports: [], ...extra }) as unknown as Rolldown.OutputChunk;

describe('what index.html preloads beside its small entry (issue 25)', () => {
  test('[preload] the chunks the entry imports after the first paint, with their static imports, each once; not what they load later', () => {
    const bundle = {
      'assets/index.js': chunk('assets/index.js', {
        isEntry: true,
        imports: ['assets/css.js'],
        dynamicImports: ['assets/dom.js', 'assets/start.js'],
      }),
      'assets/css.js': chunk('assets/css.js'),
      'assets/dom.js': chunk('assets/dom.js', { imports: ['assets/react.js'] }),
      'assets/start.js': chunk('assets/start.js', {
        imports: ['assets/react.js', 'assets/dom.js', 'assets/css.js'],
        dynamicImports: ['assets/step.js'],
      }),
      'assets/react.js': chunk('assets/react.js'),
      'assets/step.js': chunk('assets/step.js'),
    } as unknown as Rolldown.OutputBundle;

    expect(appChunksOf(bundle)).toEqual(['assets/dom.js', 'assets/react.js', 'assets/start.js']);
  });
});
