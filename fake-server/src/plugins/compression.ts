import compress from '@fastify/compress';
import { sharedPlugin } from '../plugin.ts';

/** Answers smaller than this go as they are: compressing them saves less than it costs (Lighthouse flags > 1.4 KB saved). */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/**
 * Compresses the answers written per request, as a CDN in front of the real backend would: JSON and HTML of
 * at least COMPRESSION_THRESHOLD_BYTES, brotli or gzip by the request's Accept-Encoding, with
 * Vary: Accept-Encoding. Brotli at quality 4 (the plugin's default), fast enough per response; the build's
 * files are compressed once at build time instead, at the highest quality (scripts/lib/precompress.ts).
 *
 * Register it after clientFilesPlugin: the plugin adds its hook to every route registered after it, and the
 * static files' routes must not get it (they send their .br and .gz copies, or a file too small to be worth it).
 * index.html is a route registered after it (clientPagesPlugin), so it is compressed per response.
 */
export const compressionPlugin = sharedPlugin(async (app) => {
  // Requests are read as before: no decompression of request bodies (globalDecompression), only answers compressed.
  await app.register(compress, {
    global: true,
    globalDecompression: false,
    encodings: ['br', 'gzip'],
    threshold: COMPRESSION_THRESHOLD_BYTES,
  });
});
