import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { REACT_ROUTER_DEVELOPMENT_ENTRY, REACT_ROUTER_PRODUCTION_ENTRY, reactRouterProductionPlugin } from './react-router-production.ts';
import { tinyApp } from './tiny-app-testing.ts';

/** A module's text with the hashed names of the chunks it imports left out, and the chunks it imports. */
function withChunks(file: string): { text: string; chunks: string[] } {
  const text = readFileSync(file, 'utf8');
  const chunks = [...new Set([...text.matchAll(/from "\.\/(chunk-[A-Z0-9]+\.mjs)"/g)].map(([, chunk]) => chunk ?? ''))];
  return { text: text.replaceAll(/chunk-[A-Z0-9]+\.mjs/g, 'chunk.mjs'), chunks };
}

/** A tiny app rendering one route of React Router's data router, as the app's. */
const app = tinyApp('router-production', {
  'main.js':
    "import { createElement } from 'react';\nimport { createRoot } from 'react-dom/client';\n" +
    "import { RouterProvider, createBrowserRouter } from 'react-router';\n" +
    "const router = createBrowserRouter([{ path: '*', element: createElement('h1', null, 'Hello') }]);\n" +
    'createRoot(document.body).render(createElement(RouterProvider, { router }));\n',
});

afterAll(() => app.remove());

/** The tiny app's JavaScript, built with or without the plugin. */
async function builtApp(production: boolean): Promise<string> {
  const chunks = await app.build(production ? 'production' : 'installed', production ? [reactRouterProductionPlugin()] : []);
  return chunks.map(({ code }) => code).join('\n');
}

describe("React Router's production build", () => {
  test('is the installed build with its development warnings off, and nothing else different', () => {
    const production = withChunks(REACT_ROUTER_PRODUCTION_ENTRY);
    const development = withChunks(REACT_ROUTER_DEVELOPMENT_ENTRY);
    expect(production.text).toBe(development.text);
    expect(production.chunks).toHaveLength(development.chunks.length);
    const flagged = (entry: string, chunk: string, on: boolean) =>
      readFileSync(join(dirname(entry), chunk), 'utf8')
        .replaceAll(/chunk-[A-Z0-9]+\.mjs/g, 'chunk.mjs')
        .replace(`var ENABLE_DEV_WARNINGS = ${on};`, 'ENABLE_DEV_WARNINGS');
    for (const [index, chunk] of production.chunks.entries()) {
      expect(flagged(REACT_ROUTER_PRODUCTION_ENTRY, chunk, false)).toBe(
        flagged(REACT_ROUTER_DEVELOPMENT_ENTRY, development.chunks[index] ?? '', true),
      );
    }
  });

  test("is what a build bundles for 'react-router', without the development warnings' text", async () => {
    const warning = 'No routes matched location';
    expect(await builtApp(false)).toContain(warning);
    const production = await builtApp(true);
    expect(production).not.toContain(warning);
    expect(production).toContain('Unexpected Application Error!');
  }, 30_000);
});
