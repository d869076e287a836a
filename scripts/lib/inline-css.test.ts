import { describe, expect, test } from 'vitest';
import { entryFilesOf } from './embed-loader.ts';
import { inlineStylesheets } from './inline-css.ts';

const BUILT = `<!doctype html>
<html lang="es">
  <head>
    <script type="module" crossorigin src="/assets/index-a1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/chunk-b2.js">
    <link rel="stylesheet" crossorigin href="/assets/button-c3.css">
    <link rel="stylesheet" crossorigin href="/assets/index-d4.css">
  </head>
  <body><div id="root"></div></body>
</html>`;

const SHEETS = new Map([
  ['/assets/button-c3.css', '.b{color:red}\n'],
  ['/assets/index-d4.css', '.i{margin:0}'],
]);

describe('[performance] the first screen’s CSS inline in index.html', () => {
  test('each style sheet is written inline, in order, and no longer fetched before the first paint', () => {
    const html = inlineStylesheets(BUILT, SHEETS);
    expect(html).toContain('<style>.b{color:red}</style>');
    expect(html.indexOf('.b{color:red}')).toBeLessThan(html.indexOf('.i{margin:0}'));
    // every link left is disabled: browsers do not fetch it
    const links = [...html.matchAll(/<link\b[^>]*rel="stylesheet"[^>]*>/g)].map(([tag]) => tag);
    expect(links).toEqual([
      '<link rel="stylesheet" href="/assets/button-c3.css" disabled>',
      '<link rel="stylesheet" href="/assets/index-d4.css" disabled>',
    ]);
  });

  test('the embed loader still finds the files a host page loads, and the scripts are untouched', () => {
    const files = entryFilesOf(inlineStylesheets(BUILT, SHEETS));
    expect(files).toEqual({
      script: '/assets/index-a1.js',
      preloads: ['/assets/chunk-b2.js'],
      styles: ['/assets/button-c3.css', '/assets/index-d4.css'],
    });
  });

  test('a style sheet it was not given stays a link; CSS cannot close its <style> early', () => {
    const html = inlineStylesheets(BUILT, new Map([['/assets/index-d4.css', '.x::after{content:"</style><script>"}']]));
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/button-c3.css">');
    expect(html).toContain('<style>.x::after{content:"<\\/style><script>"}</style>');
    expect(html.match(/<\/style>/g)).toHaveLength(1);
  });
});
