import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import type { Manifest } from 'vite';
import { entryKey, gzipBytesOf, staticClosure } from './size-budget.ts';

const root = resolve(import.meta.dirname, '..', '..');

export interface ReactFloor {
  files: number;
  gzipBytes: number;
}

/**
 * The React floor (issue 13): the JavaScript, gzip, of the smallest Vite + React 19 app, one component rendering a
 * heading through createRoot, built with this project's own installed vite, @vitejs/plugin-react, react and react-dom
 * and measured as the app's routes are (index.html's entry chunk and its static imports, gzip level 9). A route's
 * size over it is what the app adds to React itself. Built under dist/ (so the project's node_modules resolve),
 * then removed.
 */
export async function reactFloor(): Promise<ReactFloor> {
  const dir = join(root, 'dist', `react-floor-${process.pid}`);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(join(dir, 'src'), { recursive: true });
  try {
    writeFileSync(
      join(dir, 'index.html'),
      '<!doctype html>\n<html lang="en"><head><meta charset="utf-8" /><title>Floor</title></head>\n' +
        '<body><div id="root"></div><script type="module" src="/src/main.jsx"></script></body></html>\n',
    );
    writeFileSync(
      join(dir, 'src', 'main.jsx'),
      "import { createRoot } from 'react-dom/client';\n\n" +
        'function App() {\n  return <h1>Hello</h1>;\n}\n\n' +
        "createRoot(document.getElementById('root')).render(<App />);\n",
    );
    const outDir = join(dir, 'dist');
    await build({
      configFile: false,
      root: dir,
      logLevel: 'warn',
      plugins: [react()],
      build: { outDir, emptyOutDir: true, manifest: true },
    });
    const manifest = JSON.parse(readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
    const files = staticClosure(manifest, [entryKey(manifest)]);
    const gzipBytes = files.reduce((sum, file) => sum + gzipBytesOf(readFileSync(join(outDir, file))), 0);
    return { files: files.length, gzipBytes };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
