import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { type InlineConfig, type PluginOption, build } from 'vite';

/** A built tiny app's JavaScript files: their names and their code. */
export interface BuiltChunk {
  file: string;
  code: string;
}

/** What the build plugins' tests share: a tiny app of a few files, built with and without the plugin under test. */
export interface TinyApp {
  /** Builds the app into a folder of its own named `variant` (minified, as ours is, unless `build` says otherwise). */
  build(variant: string, plugins: PluginOption[], options?: InlineConfig['build']): Promise<BuiltChunk[]>;
  /** Removes the app and its builds. */
  remove(): void;
}

/**
 * A tiny app whose index.html loads `/main.js`, with `files` beside it (main.js among them), under the repository's
 * dist/ so that the project's packages resolve from it.
 */
export function tinyApp(name: string, files: Readonly<Record<string, string>>): TinyApp {
  const dist = resolve(import.meta.dirname, '..', '..', 'dist');
  mkdirSync(dist, { recursive: true });
  const dir = mkdtempSync(join(dist, `${name}-`));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><html><body><script type="module" src="/main.js"></script></body></html>');
  for (const [file, code] of Object.entries(files)) writeFileSync(join(dir, file), code);
  return {
    async build(variant, plugins, options = {}) {
      const outDir = join(dir, variant);
      await build({
        root: dir,
        configFile: false,
        logLevel: 'silent',
        plugins,
        build: { outDir, modulePreload: { polyfill: false }, ...options },
      });
      const assets = join(outDir, 'assets');
      return readdirSync(assets)
        .filter((file) => file.endsWith('.js'))
        .map((file) => ({ file: join(assets, file), code: readFileSync(join(assets, file), 'utf8') }));
    },
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}
