import { readFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyReply } from 'fastify';
import { VERSION_FILE } from '#contracts/endpoint-routes.ts';
import { errorResponse } from '../errors.ts';
import { isApiPath, pathOf } from '../paths.ts';
import { sharedPlugin } from '../plugin.ts';

const NOT_BUILT_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Storefront not built</title></head>
<body><h1>The storefront client is not built</h1>
<p>Run <code>npm run build</code> and restart this server, or run <code>npm start</code>, which builds first.</p>
</body></html>
`;

async function readIfPresent(file: string): Promise<Buffer | null> {
  try {
    return await readFile(file);
  } catch {
    return null;
  }
}

/** The loader a host page includes to embed the app (docs/decisions/017): its name never changes. */
export const EMBED_LOADER = 'embed.js';

/**
 * Vite puts a content hash in every file name under assets/, so those never change; anything else may.
 * What a host page on another site loads (the loader and assets/) may be loaded cross-origin; the rest keeps
 * helmet's same-origin resource policy.
 */
function cacheHeadersFor(clientDir: string) {
  return (reply: FastifyReply, file: string): void => {
    const path = relative(clientDir, file);
    const isHashedAsset = path.startsWith(`assets${sep}`);
    reply.header('cache-control', isHashedAsset ? 'public, max-age=31536000, immutable' : 'no-cache');
    if (isHashedAsset || path === EMBED_LOADER) reply.header('cross-origin-resource-policy', 'cross-origin');
  };
}

/**
 * index.html with this response's nonces. On its script tags: the policy does not need it for the app's own
 * files (they are 'self'), but the client reads it there to run the inline scripts it is given (the host's
 * conversion scripts, client/src/lib/csp-nonce.ts). The style nonce on its <style> elements (the first screen's CSS,
 * inlined by the build, scripts/lib/inline-css.ts) and in `<meta name="csp-nonce">`, where React Aria reads it for
 * the small <style> elements it adds (pressable elements' touch-action, scroll locking).
 */
export function withNonce(html: string, nonces: { script: string; style: string }): string {
  return html
    .replace(/<\/head>/, `  <meta name="csp-nonce" content="${nonces.style}" />\n  </head>`)
    .replace(/<script\b/g, `<script nonce="${nonces.script}"`)
    .replace(/<style\b/g, `<style nonce="${nonces.style}"`);
}

/**
 * Serves the Vite build: its files as they were at startup (`wildcard: false`, so any other path
 * reaches the not-found handler), and index.html for every other GET that is not an API path,
 * so a reload of a client route such as /nota-simple/step1?store=9 works.
 * Unknown API paths, missing assets and other methods answer a 404 ErrorResponse.
 */
export const clientPlugin = sharedPlugin<{ clientDir: string }>(async (app, { clientDir }) => {
  const indexHtml = (await readIfPresent(join(clientDir, 'index.html')))?.toString('utf8') ?? null;
  if (indexHtml !== null) {
    await app.register(fastifyStatic, {
      root: clientDir,
      wildcard: false,
      // index.html is written per response (its nonce), by the not-found handler below.
      index: false,
      allowedPath: (path) => path !== '/index.html',
      cacheControl: false,
      setHeaders: cacheHeadersFor(clientDir),
      // The version file is answered per visitor by the getVersion route (routes/rest/get-version.ts).
      globIgnore: [VERSION_FILE],
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const path = pathOf(request.url);
    const isRead = request.method === 'GET' || request.method === 'HEAD';
    const isPage = isRead && !isApiPath(path) && !path.startsWith('/assets/');
    if (!isPage) {
      return reply.code(404).send(errorResponse(404, `Route ${request.method}:${path} not found`));
    }
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache');
    return indexHtml === null ? reply.code(503).send(NOT_BUILT_PAGE) : reply.send(withNonce(indexHtml, reply.cspNonce));
  });
});
