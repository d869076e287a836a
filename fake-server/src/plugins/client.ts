import { readFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyReply } from 'fastify';
import { VERSION_FILE } from '#contracts/version.ts';
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

/** Vite puts a content hash in every file name under assets/, so those never change; anything else may. */
function cacheHeadersFor(clientDir: string) {
  return (reply: FastifyReply, file: string): void => {
    const isHashedAsset = relative(clientDir, file).startsWith(`assets${sep}`);
    reply.header('cache-control', isHashedAsset ? 'public, max-age=31536000, immutable' : 'no-cache');
  };
}

/**
 * Serves the Vite build: its files as they were at startup (`wildcard: false`, so any other path
 * reaches the not-found handler), and index.html for every other GET that is not an API path,
 * so a reload of a client route such as /nota-simple/step1?store=9 works.
 * Unknown API paths, missing assets and other methods answer a 404 ErrorResponse.
 */
export const clientPlugin = sharedPlugin<{ clientDir: string }>(async (app, { clientDir }) => {
  const indexHtml = await readIfPresent(join(clientDir, 'index.html'));
  if (indexHtml !== null) {
    await app.register(fastifyStatic, {
      root: clientDir,
      wildcard: false,
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
    return indexHtml === null ? reply.code(503).send(NOT_BUILT_PAGE) : reply.send(indexHtml);
  });
});
