import { existsSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';

/** The loader a host page includes to embed the app (docs/decisions/017): its name never changes. */
export const EMBED_LOADER = 'embed.js';

const PRECOMPRESSED_SUFFIX = /\.(br|gz)$/;

/**
 * Vite puts a content hash in every file name under assets/, so those never change; anything else may.
 * What a host page on another site loads (the loader and assets/) may be loaded cross-origin; the rest keeps
 * helmet's same-origin resource policy.
 */
function cacheHeadersFor(clientDir: string) {
  return (reply: FastifyReply, file: string): void => {
    // The file sent may be the precompressed copy (embed.js.br): its headers are those of the file it copies.
    const path = relative(clientDir, file).replace(PRECOMPRESSED_SUFFIX, '');
    const isHashedAsset = path.startsWith(`assets${sep}`);
    reply.header('cache-control', isHashedAsset ? 'public, max-age=31536000, immutable' : 'no-cache');
    if (isHashedAsset || path === EMBED_LOADER) reply.header('cross-origin-resource-policy', 'cross-origin');
  };
}

/**
 * Serves the Vite build's files as they were at startup (`wildcard: false`, so any other path reaches the pages'
 * route), each by Accept-Encoding from its precompressed copy when there is one (scripts/lib/precompress.ts), with
 * Vary: Accept-Encoding, as a CDN would. index.html is written per response (its nonces) by pages.ts. The version
 * file is served as built, unless the fake backend answers it (`versionFromBackend`).
 */
export async function serveClientFiles(app: FastifyInstance, clientDir: string, { versionFromBackend = false } = {}): Promise<void> {
  if (!existsSync(join(clientDir, 'index.html'))) return;
  await app.register(fastifyStatic, {
    root: clientDir,
    wildcard: false,
    index: false,
    cacheControl: false,
    setHeaders: cacheHeadersFor(clientDir),
    preCompressed: true,
    // The build's dot folders (.ssr/ the server entry, .vite/ the manifest) are not served: serveDotFiles is off.
    globIgnore: ['index.html', '**/*.br', '**/*.gz', ...(versionFromBackend ? ['version.json'] : [])],
  });
}
