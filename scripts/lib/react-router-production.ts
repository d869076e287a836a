import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';

/** React Router's two builds, side by side in its package. */
const routerDist = join(dirname(createRequire(import.meta.url).resolve('react-router/package.json')), 'dist');

/** The entry of React Router's production build: what `import 'react-router'` means in the app's build. */
export const REACT_ROUTER_PRODUCTION_ENTRY = join(routerDist, 'production', 'index.mjs');
/** The entry its package.json exports for every condition (its development build). */
export const REACT_ROUTER_DEVELOPMENT_ENTRY = join(routerDist, 'development', 'index.mjs');

/**
 * React Router's production build in the app's build, instead of its development build.
 *
 * The package ships both, but its package.json exports only dist/development, for every condition (its issue 14102,
 * open): every app bundles the development build, whose only difference is `ENABLE_DEV_WARNINGS = true`, so each
 * render of the routes checks and formats development warnings, and the bundle carries their text (0.6 KiB gzip of
 * the chooser, issue 25). The build resolves 'react-router' to dist/production; the dev server and the tests keep the
 * package's export, with its warnings. The build fails if an upgrade moves the production entry.
 */
export function reactRouterProductionPlugin(): Plugin {
  return {
    name: 'storefront:react-router-production',
    apply: 'build',
    config(config) {
      // The server entry's build leaves packages to Node, which reads the package's export; only the client's bundles.
      if (config.build?.ssr) return;
      if (!existsSync(REACT_ROUTER_PRODUCTION_ENTRY)) {
        throw new Error(
          `React Router's production build is no longer at ${REACT_ROUTER_PRODUCTION_ENTRY}: see scripts/lib/react-router-production.ts`,
        );
      }
      return { resolve: { alias: [{ find: /^react-router$/, replacement: REACT_ROUTER_PRODUCTION_ENTRY }] } };
    },
  };
}
