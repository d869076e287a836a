import { resolve } from 'node:path';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { type Plugin, type ResolvedConfig, build } from 'vite';

/** Where, inside a client build, its server entry goes: a dot folder, which the fake server does not serve. */
export const SERVER_ENTRY_DIR = '.ssr';
/** The server entry's file in that folder. */
export const SERVER_ENTRY_FILE = 'entry-server.js';

/**
 * Once the client is built, builds its server entry (client/src/entry-server.tsx, decision 035) beside it, into
 * `<outDir>/.ssr/`: the same modules through the same React and vanilla-extract plugins, so the server's markup has
 * the very class names of the client's CSS (the CSS itself is the client build's; the server needs the names only).
 * Packages stay outside the bundle (Node loads them from node_modules). Every `vite build` makes both, so `npm start`,
 * the e2e build, `npm run size` and the bench serve a build with its server entry.
 */
export function serverEntryPlugin(): Plugin {
  let config: ResolvedConfig | undefined;
  return {
    name: 'storefront-server-entry',
    apply: (userConfig, { command }) => command === 'build' && !userConfig.build?.ssr,
    configResolved(resolved) {
      config = resolved;
    },
    closeBundle: {
      order: 'pre',
      sequential: true,
      async handler() {
        if (config === undefined) return;
        const started = performance.now();
        await build({
          configFile: false,
          root: config.root,
          mode: config.mode,
          logLevel: 'warn',
          define: config.define ?? {},
          plugins: [react(), vanillaExtractPlugin()],
          build: {
            ssr: 'src/entry-server.tsx',
            outDir: resolve(config.root, config.build.outDir, SERVER_ENTRY_DIR),
            emptyOutDir: true,
            copyPublicDir: false,
            sourcemap: false,
            minify: false,
            rollupOptions: { output: { entryFileNames: SERVER_ENTRY_FILE } },
          },
        });
        config.logger.info(`server entry built in ${Math.round(performance.now() - started)} ms`);
      },
    },
  };
}
