import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import type { Manifest } from 'vite';
import { precompressPlugin } from './precompress.ts';
import { reactRouterProductionPlugin } from './react-router-production.ts';
import { entryKey, gzipBytesOf, staticClosure } from './size-budget.ts';

const root = resolve(import.meta.dirname, '..', '..');

export interface ReactFloor {
  files: number;
  gzipBytes: number;
}

/** The floor's own code: one component rendering a heading through createRoot. */
export const FLOOR_SOURCE =
  "import { createRoot } from 'react-dom/client';\n\n" +
  'function App() {\n  return <h1>Hello</h1>;\n}\n\n' +
  "createRoot(document.getElementById('root')).render(<App />);\n";

/**
 * The floor with react-router, to say what the router itself costs (issue 25): its declarative API (BrowserRouter,
 * Routes) and its data router (createBrowserRouter, RouterProvider), the one the app uses, each with one route.
 */
export const ROUTER_FLOOR_SOURCES = {
  declarative:
    "import { createRoot } from 'react-dom/client';\n" +
    "import { BrowserRouter, Route, Routes } from 'react-router';\n\n" +
    'function App() {\n  return <h1>Hello</h1>;\n}\n\n' +
    'createRoot(document.getElementById(\'root\')).render(<BrowserRouter><Routes><Route path="*" element={<App />} /></Routes></BrowserRouter>);\n',
  data:
    "import { createRoot } from 'react-dom/client';\n" +
    "import { RouterProvider, createBrowserRouter } from 'react-router';\n\n" +
    'function App() {\n  return <h1>Hello</h1>;\n}\n\n' +
    "const router = createBrowserRouter([{ path: '*', element: <App /> }]);\n" +
    "createRoot(document.getElementById('root')).render(<RouterProvider router={router} />);\n",
} as const;

/**
 * Builds the React floor (issue 13): the smallest Vite + React 19 app, one component rendering a heading through
 * createRoot, built with this project's own installed vite, @vitejs/plugin-react, react and react-dom (and React Router's
 * production build, as the app's), into
 * `<dir>/dist` (under the repository's dist/, so the project's node_modules resolve). Its text files get the same
 * .br and .gz copies as the app's build, so a server sends it exactly as it sends ours (the bench's Lighthouse runs).
 * Answers the built folder.
 */
export async function buildReactFloor(dir: string, source: string = FLOOR_SOURCE): Promise<string> {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(join(dir, 'src'), { recursive: true });
  writeFileSync(
    join(dir, 'index.html'),
    '<!doctype html>\n<html lang="en"><head><meta charset="utf-8" />' +
      '<meta name="viewport" content="width=device-width, initial-scale=1" /><title>Floor</title></head>\n' +
      '<body><div id="root"></div><script type="module" src="/src/main.jsx"></script></body></html>\n',
  );
  writeFileSync(join(dir, 'src', 'main.jsx'), source);
  const outDir = join(dir, 'dist');
  await build({
    configFile: false,
    root: dir,
    logLevel: 'warn',
    plugins: [react(), reactRouterProductionPlugin(), precompressPlugin()],
    build: { outDir, emptyOutDir: true, manifest: true },
  });
  return outDir;
}

/**
 * The React floor's JavaScript, gzip, measured as the app's routes are (index.html's entry chunk and its static
 * imports, gzip level 9): a route's size over it is what the app adds to React itself. `builtDir`: a floor already
 * built by buildReactFloor (the bench serves it to Lighthouse too); without it the floor is built, measured, removed.
 */
export async function reactFloor(builtDir?: string, source: string = FLOOR_SOURCE): Promise<ReactFloor> {
  if (builtDir !== undefined) return measureFloor(builtDir);
  const dir = join(root, 'dist', `react-floor-${process.pid}`);
  try {
    return measureFloor(await buildReactFloor(dir, source));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function measureFloor(outDir: string): ReactFloor {
  const manifest = JSON.parse(readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  const files = staticClosure(manifest, [entryKey(manifest)]);
  const gzipBytes = files.reduce((sum, file) => sum + gzipBytesOf(readFileSync(join(outDir, file))), 0);
  return { files: files.length, gzipBytes };
}
