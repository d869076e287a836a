import { describe, expect, test } from 'vitest';
import { embedLoaderSource, entryFilesOf } from './embed-loader.ts';

const BUILT_INDEX = `<!doctype html><html><head>
    <script type="module" crossorigin src="/assets/index-CpuB2Pot.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/rolldown-runtime-XKyaHtl9.js">
    <link rel="modulepreload" crossorigin href="/assets/use-t-BkppVZgu.js">
    <link rel="stylesheet" crossorigin href="/assets/button-C7KHHe06.css">
    <link rel="stylesheet" crossorigin href="/assets/index-7VsvkEDv.css">
  </head><body><div id="root"></div></body></html>`;

interface FakeElement {
  tag: string;
  [property: string]: unknown;
}

/** Runs the loader on a host page whose <script src> is the app's loader, and answers what it added to <head>. */
function runLoader(source: string, loaderSrc: string, nonce: string): FakeElement[] {
  const added: FakeElement[] = [];
  const document = {
    currentScript: { src: loaderSrc, nonce, getAttribute: () => null },
    createElement: (tag: string): FakeElement => ({ tag }),
    head: { appendChild: (element: FakeElement) => added.push(element) },
  };
  new Function('document', source)(document);
  return added;
}

describe('the embed loader', () => {
  test('[embed] reads the entry module, its preloads and style sheets from the built index.html', () => {
    expect(entryFilesOf(BUILT_INDEX)).toEqual({
      script: '/assets/index-CpuB2Pot.js',
      preloads: ['/assets/rolldown-runtime-XKyaHtl9.js', '/assets/use-t-BkppVZgu.js'],
      styles: ['/assets/button-C7KHHe06.css', '/assets/index-7VsvkEDv.css'],
    });
  });

  test('[embed] a build without exactly one module script is refused', () => {
    expect(() => entryFilesOf('<html><head></head></html>')).toThrow(/exactly one module script/);
  });

  test('[embed] on the host page it adds the app’s files from the app’s origin, with the loader’s nonce', () => {
    const added = runLoader(embedLoaderSource(entryFilesOf(BUILT_INDEX)), 'https://tienda.example/embed.js', 'n0nce');

    expect(added.map(({ tag, rel, type, href, src }) => ({ tag, rel, type, url: href ?? src }))).toEqual([
      { tag: 'link', rel: 'stylesheet', type: undefined, url: 'https://tienda.example/assets/button-C7KHHe06.css' },
      { tag: 'link', rel: 'stylesheet', type: undefined, url: 'https://tienda.example/assets/index-7VsvkEDv.css' },
      { tag: 'link', rel: 'modulepreload', type: undefined, url: 'https://tienda.example/assets/rolldown-runtime-XKyaHtl9.js' },
      { tag: 'link', rel: 'modulepreload', type: undefined, url: 'https://tienda.example/assets/use-t-BkppVZgu.js' },
      { tag: 'script', rel: undefined, type: 'module', url: 'https://tienda.example/assets/index-CpuB2Pot.js' },
    ]);
    expect(added.every((element) => element['nonce'] === 'n0nce' && element['crossOrigin'] === '')).toBe(true);
  });
});
