import type { Plugin } from 'vite';
import { appChunksOf } from './app-preload.ts';

/**
 * Keeps what the page loads at its start out of every lazy import's preload list: the entry chunk with what it imports
 * (issue 27) and the app the entry starts after the first paint (issue 25).
 *
 * Before a lazy chunk runs, Vite's preload helper adds a <link rel=modulepreload> for each chunk it imports, unless a
 * <link> with that address is already in the document. Most lazy chunks import something that lives in the entry
 * chunk (the router, the stores, React's runtime), so the entry is on their lists; but the entry came in as the
 * page's <script type=module>, not as a <link>, so the helper added a modulepreload of the very module that was
 * running. Chromium takes it from its module map; Firefox fires `error` on it, which error monitors (and the chunk-error
 * guard) would take for a failed load. The entry has always run before any lazy import can, so listing it never
 * loads anything sooner: `resolveDependencies` drops it.
 *
 * The same holds for the app the entry starts (`appChunksOf`: React's DOM renderer, the router, app/start.tsx and
 * everything they import): index.html's template preloads all of it at the first paint, and no lazy import of the app
 * can run before it has. Listed, those chunks only cost bytes: every screen, dialog and step imports React, the
 * stores, the buttons, and the lists are written into the start chunk itself (about 2 KiB gzip of the chooser's
 * first load).
 *
 * The plugin learns the final file names in generateBundle, ordered before Vite's own import analysis, which calls
 * resolveDependencies while it writes each list.
 */
export function entryPreload(): { plugin: Plugin; resolveDependencies: (file: string, deps: string[]) => string[] } {
  const loadedAtStart = new Set<string>();
  return {
    plugin: {
      name: 'storefront:entry-preload',
      apply: 'build',
      generateBundle: {
        order: 'pre',
        handler(_options, bundle) {
          loadedAtStart.clear();
          for (const output of Object.values(bundle)) {
            if (output.type === 'chunk' && output.isEntry)
              for (const fileName of [output.fileName, ...output.imports]) loadedAtStart.add(fileName);
          }
          for (const fileName of appChunksOf(bundle)) loadedAtStart.add(fileName);
        },
      },
    },
    resolveDependencies: (_file, deps) => withoutLoadedAtStart(deps, loadedAtStart),
  };
}

/** The dependencies a lazy import preloads, less the chunks the page loaded at its start (the entries, the app). */
export function withoutLoadedAtStart(deps: readonly string[], loaded: ReadonlySet<string>): string[] {
  return deps.filter((dep) => !loaded.has(dep));
}

/**
 * The preload lists of a built chunk: the arrays of Vite's `__vite__mapDeps` helper, which names each lazy import's
 * dependencies by index into one list per chunk. A chunk that has the helper in a shape this cannot read fails, so
 * the check cannot pass by reading nothing.
 */
export function preloadList(code: string): string[] {
  if (!code.includes('__vite__mapDeps')) return [];
  const list = /__vite__mapDeps=\(i,m=__vite__mapDeps,d=\(m\.f\|\|\(m\.f=(\[[^\]]*\])/.exec(code)?.[1];
  if (list === undefined) throw new Error("a chunk has Vite's __vite__mapDeps in a shape the check does not know");
  return JSON.parse(list) as string[];
}

/** The chunks of a build whose preload list names the entry chunk: must be none. */
export function chunksPreloadingTheEntry(chunks: ReadonlyMap<string, string>, entryFile: string): string[] {
  return [...chunks].filter(([, code]) => preloadList(code).includes(entryFile)).map(([file]) => file);
}
