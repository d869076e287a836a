import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

/** The module Vite's build generates for its preload helper (`__vitePreload`), which every lazy import calls. */
export const PRELOAD_HELPER_ID = '\0vite/preload-helper.js';

/** The module that adds modulepreload links a few per task (client/src/lib/module-preloads.ts). */
const MODULE_PRELOADS = fileURLToPath(new URL('../../client/src/lib/module-preloads.ts', import.meta.url));

/** Where the helper adds a link for one file a lazy import needs, as Vite writes it. */
const HELPER_APPENDS = 'document.head.appendChild(link);';

/**
 * Vite's preload helper with its links added a few per task (preloadModules) instead of all at once.
 *
 * For each lazy import the helper adds a modulepreload link for every file the imported chunk needs, in one loop, in
 * the task that imports it. The Certidão's first step needs 38 files the app does not: when the app started, adding
 * them was its longest task after the first paint (about 30 ms at normal speed; issue 25). Through preloadModules they
 * go in later tasks, each a few milliseconds long, and a file the page template's links (client/src/main.tsx) already
 * asked for is not asked for again. The import itself does not wait: the helper waits on links to style sheets only,
 * and the build has none (cssCodeSplit: false). Fails the build if Vite no longer adds the links as it did.
 */
export function withBatchedPreloads(helper: string, modulePreloads: string = MODULE_PRELOADS): string {
  const at = helper.indexOf(HELPER_APPENDS);
  if (at === -1 || helper.indexOf(HELPER_APPENDS, at + 1) !== -1) {
    throw new Error(`Vite's preload helper no longer adds its links with \`${HELPER_APPENDS}\` once: see scripts/lib/batched-preloads.ts`);
  }
  return (
    `import { preloadModules as __storefrontPreloadModules } from ${JSON.stringify(modulePreloads)};\n` +
    helper.replace(HELPER_APPENDS, '__storefrontPreloadModules([link]);')
  );
}

/** The build's preload helper with its links added a few per task (withBatchedPreloads). */
export function batchedPreloadsPlugin(): Plugin {
  return {
    name: 'storefront:batched-preloads',
    apply: 'build',
    transform: {
      filter: { id: /^\0vite\/preload-helper\.js$/ },
      handler(code, id) {
        return id === PRELOAD_HELPER_ID ? { code: withBatchedPreloads(code), map: null } : null;
      },
    },
  };
}
