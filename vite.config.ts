import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** Paths the client calls on the backend; in dev mode Vite proxies them to the fake server. */
export const BACKEND_PATHS = ['/desktopapp', '/panel', '/paypal', '/redsys', '/stripe', '/registros.php', '/sociedad.php', '/freguesias.php', '/__admin'];

const backend = process.env.BACKEND_URL ?? 'http://127.0.0.1:3001';

export default defineConfig({
  root: 'client',
  publicDir: 'public',
  plugins: [react(), vanillaExtractPlugin()],
  build: { outDir: '../dist/client', emptyOutDir: true, sourcemap: true },
  server: {
    port: Number(process.env.PORT ?? 5173),
    proxy: Object.fromEntries(BACKEND_PATHS.map((path) => [path, { target: backend, changeOrigin: true }])),
  },
});
