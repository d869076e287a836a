import type { Plugin, Rolldown } from 'vite';
import { appChunksOf } from './app-preload.ts';

/**
 * V8's explicit compile hint (Chrome 136 on): a script whose first line is this comment has every function compiled
 * with the script, which for a module script the browser streams happens off the main thread while it downloads,
 * instead of each function on the main thread when it is first called. Other engines read a comment.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/**
 * The smallest chunk worth the hint, in bytes of minified code. Chromium streams (compiles off the main thread) only
 * scripts of about 30 KB and more; a smaller one is compiled on the main thread anyway, where compiling all of its
 * functions at once would add to the task that evaluates it.
 */
export const COMPILE_HINT_MIN_BYTES = 30_000;

/**
 * The chunks to hint: the app's own, which the entry starts right after the first paint and which run nearly whole
 * while the page is hydrated (React's DOM renderer, the router, the app's start), when they are big enough to be
 * streamed. Not a screen's chunk, loaded later, of which a page runs a part.
 */
export function hintedChunksOf(bundle: Rolldown.OutputBundle, minBytes = COMPILE_HINT_MIN_BYTES): string[] {
  return appChunksOf(bundle).filter((fileName) => {
    const output = bundle[fileName];
    return output?.type === 'chunk' && output.code.length >= minBytes;
  });
}

/** A source map's mappings with one line added before the code (the hint's). */
const shiftedMappings = (mappings: string) => `;${mappings}`;

/**
 * The app's big chunks compiled off the main thread with the hint (issue 25). In traces of the first load, functions
 * of React's DOM renderer, the router and the app's start compiled lazily, on the main thread, inside the tasks that
 * start the app and hydrate the page (V8.CompileCode, 7-10 ms each at normal CPU speed); with the hint, Lighthouse's
 * blocking time after the first paint fell (interleaved runs, see decision 035). Written after the bundle is final (it
 * must be the file's first line, which the minifier would drop), with the chunk's source map shifted by that line.
 */
export function compileHintsPlugin(minBytes = COMPILE_HINT_MIN_BYTES): Plugin {
  let ssr = false;
  return {
    name: 'storefront:compile-hints',
    apply: 'build',
    configResolved(config) {
      ssr = Boolean(config.build.ssr);
    },
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        if (ssr) return;
        for (const fileName of hintedChunksOf(bundle, minBytes)) {
          const chunk = bundle[fileName];
          if (chunk?.type !== 'chunk' || chunk.code.startsWith(COMPILE_HINT)) continue;
          chunk.code = `${COMPILE_HINT}\n${chunk.code}`;
          if (chunk.map) chunk.map.mappings = shiftedMappings(chunk.map.mappings);
          const mapFile = bundle[`${fileName}.map`];
          if (mapFile?.type === 'asset' && typeof mapFile.source === 'string') {
            const map = JSON.parse(mapFile.source) as { mappings: string };
            map.mappings = shiftedMappings(map.mappings);
            mapFile.source = JSON.stringify(map);
          }
        }
      },
    },
  };
}
