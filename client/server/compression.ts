import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Answers smaller than this go as they are: compressing them saves less than it costs (Lighthouse flags > 1.4 KB saved). */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/**
 * Compresses the answers written per request (the pages: their nonces and boot data make each one different) of at
 * least COMPRESSION_THRESHOLD_BYTES, brotli or gzip by the request's Accept-Encoding, with Vary: Accept-Encoding.
 * Brotli at quality 4 (the plugin's default), fast enough per response; the build's files are compressed once at build
 * time instead, at the highest quality (scripts/lib/precompress.ts), so `app` must not hold their routes.
 */
export async function compressAnswers(app: FastifyInstance): Promise<void> {
  // Requests are read as before: no decompression of request bodies (globalDecompression), only answers compressed.
  await app.register(compress, {
    global: true,
    globalDecompression: false,
    encodings: ['br', 'gzip'],
    threshold: COMPRESSION_THRESHOLD_BYTES,
  });
}
