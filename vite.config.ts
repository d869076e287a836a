import optimizeLocales from '@react-aria/optimize-locales-plugin';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { API_PATH_PREFIXES } from '#contracts/api/paths.ts';
import { APP_CHUNK, appChunk } from './scripts/lib/app-chunk.ts';
import { appPreloadPlugin } from './scripts/lib/app-preload.ts';
import { batchedPreloadsPlugin } from './scripts/lib/batched-preloads.ts';
import { compileHintsPlugin } from './scripts/lib/compile-hints.ts';
import { eagerCjsFactoriesPlugin } from './scripts/lib/eager-cjs-factories.ts';
import { embedLoaderPlugin } from './scripts/lib/embed-loader.ts';
import { entryPreload } from './scripts/lib/entry-preload.ts';
import { inlineCssPlugin } from './scripts/lib/inline-css.ts';
import { precompressPlugin } from './scripts/lib/precompress.ts';
import { reactAriaRewritesPlugin } from './scripts/lib/react-aria-rewrites.ts';
import { reactRouterProductionPlugin } from './scripts/lib/react-router-production.ts';
import { serverEntryPlugin } from './scripts/lib/server-entry.ts';
import { appVersion, versionFile } from './scripts/version-file.ts';

const backend = process.env.BACKEND_URL ?? 'http://127.0.0.1:3001';
const version = appVersion();
const entryNotPreloaded = entryPreload();

export default defineConfig({
  root: 'client',
  publicDir: 'public',
  // embedLoaderPlugin: /embed.js, the stable loader a host page includes (docs/decisions/017).
  // inlineCssPlugin: the first screen's CSS inline in index.html, no request blocking its first paint (issue 13).
  // precompressPlugin: .br and .gz beside every text file, which the server sends by Accept-Encoding (docs/decisions/025).
  // serverEntryPlugin: the server entry beside the build (.ssr/), which renders the landing pages' markup (decision 035).
  // batchedPreloadsPlugin: Vite's preload helper adds a lazy import's links a few per task, not all in one (issue 25).
  // appPreloadPlugin: index.html preloads the app the small entry starts after the first paint (issue 25).
  // optimizeLocales: React Aria's own words only in the stores' languages, not its 34 (issue 25); en-GB reads its en-US.
  // reactAriaRewritesPlugin: React Aria without work our pages never need: Intl's locale data loaded to check a feature (issue 25).
  // reactRouterProductionPlugin: React Router's production build, which its package does not export (issue 25).
  // eagerCjsFactoriesPlugin: React's CommonJS factories compiled off the main thread with their chunk, not when first called (issue 25).
  // compileHintsPlugin: the app's big chunks (React's DOM renderer, the router, the start) compiled off the main thread (issue 25).
  // entryNotPreloaded: no lazy import preloads the entry chunk, which the page runs already (issue 27, scripts/lib/entry-preload.ts).
  plugins: [
    react(),
    vanillaExtractPlugin(),
    optimizeLocales.vite({ locales: ['es-ES', 'pt-PT', 'en-US'] }),
    reactAriaRewritesPlugin(),
    reactRouterProductionPlugin(),
    eagerCjsFactoriesPlugin(),
    compileHintsPlugin(),
    versionFile(version),
    batchedPreloadsPlugin(),
    appPreloadPlugin(),
    inlineCssPlugin(),
    embedLoaderPlugin(),
    serverEntryPlugin(),
    precompressPlugin(),
    entryNotPreloaded.plugin,
  ],
  // The version the client was built with, which the version check compares with the deployed one.
  define: { __APP_VERSION__: JSON.stringify(version) },
  // manifest: the chunks each module needs, read by `npm run size` for the per-route budget (size-budget.json); it is
  // written under .vite/, which the fake server does not serve.
  // cssCodeSplit: false: the whole app's CSS (24 KB, 5 KB gzip) is one file, which inlineCssPlugin writes into index.html,
  // so every screen paints styled at once, the server's markup of a wizard step as much as the chooser (decision 035).
  build: {
    outDir: '../dist/client',
    emptyOutDir: true,
    sourcemap: true,
    manifest: true,
    cssCodeSplit: false,
    modulePreload: { resolveDependencies: entryNotPreloaded.resolveDependencies },
    // The app's start and the modules of ours it imports in one chunk, not one file per module it shares with a lazy
    // screen (scripts/lib/app-chunk.ts, issue 25). Only those modules: their dependencies (React Aria's, React's) keep
    // rolldown's own chunks.
    rolldownOptions: {
      output: { codeSplitting: { includeDependenciesRecursively: false, groups: [{ name: appChunk(), debugName: APP_CHUNK }] } },
    },
  },
  server: {
    port: Number(process.env.PORT ?? 5173),
    proxy: Object.fromEntries(API_PATH_PREFIXES.map((path) => [path, { target: backend, changeOrigin: true }])),
  },
});
