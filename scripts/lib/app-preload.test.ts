import { describe, expect, test } from 'vitest';
import type { Rolldown } from 'vite';
import { appChunksOf, withAppPreloads } from './app-preload.ts';
import { entryFilesOf } from './embed-loader.ts';
import { pagePreloadsOf } from './size-budget.ts';

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

describe('the app’s code after the first paint (issue 25)', () => {
  const html = [
    '<head>',
    '<script type="module" crossorigin src="/assets/index.js"></script>',
    '<link rel="stylesheet" href="/assets/style.css" disabled>',
    '</head>',
  ].join('\n');

  test('[preload] the app’s chunks wait in a template the entry adds at the first paint; the entry’s own script is fetched at low priority', () => {
    const page = withAppPreloads(html, ['/assets/react.js', '/assets/start.js']);
    expect(page).toContain('<script type="module" fetchpriority="low" crossorigin src="/assets/index.js">');
    expect(page).toContain('<link rel="stylesheet" href="/assets/style.css" disabled>');
    const template = /<template id="app-preloads">([\s\S]*)<\/template>/.exec(page)?.[1] ?? '';
    expect([...template.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((match) => match[1])).toEqual([
      '/assets/react.js',
      '/assets/start.js',
    ]);
    expect(page.replace(template, '')).not.toContain('modulepreload');
  });

  test('[preload] the embed loader and the size budget still read every preload', () => {
    const page = withAppPreloads(html, ['/assets/react.js']);
    expect(entryFilesOf(page).preloads).toEqual(['/assets/react.js']);
    expect(pagePreloadsOf(page)).toEqual(['assets/react.js']);
  });
});
