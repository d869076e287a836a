import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, test } from 'vitest';
import { endpointRoutes } from '#contracts/api/endpoint-routes.ts';
import { ROUTES } from '#contracts/constants/client-routes.ts';
import { PRODUCT_IDS } from '#contracts/constants/product-ids.ts';
import { COMPRESSION_THRESHOLD_BYTES } from './compression.ts';
import { builtClient, HASHED_ASSET } from './testing/client-build.ts';
import { nonceIn, policyOf } from '#contracts/testing/security-headers.ts';
import { startStorefront } from './testing/storefront.ts';
import { startStubBackend } from './testing/stub-backend.ts';

const SERVER_TEST = { timeout: 15_000 };

async function storefront() {
  const backend = await startStubBackend();
  const clientDir = await builtClient();
  const app = await startStorefront({ clientDir, backendUrl: backend.url });
  return { app, backend, clientDir };
}

describe('[storefront] compression, as a CDN serves the app', SERVER_TEST, () => {
  test('[storefront compression] a hashed asset is sent brotli, gzip or as it is by Accept-Encoding, with Vary and its immutable caching', async () => {
    const { app, clientDir } = await storefront();
    const original = await readFile(join(clientDir, HASHED_ASSET));

    const brotli = await app.inject({ url: HASHED_ASSET, headers: { 'accept-encoding': 'br, gzip' } });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(brotli.rawPayload).equals(original)).toBe(true);
    expect(brotli.rawPayload.length).toBeLessThan(original.length / 4);

    const gzip = await app.inject({ url: HASHED_ASSET, headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).equals(original)).toBe(true);

    const identity = await app.inject({ url: HASHED_ASSET });
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.rawPayload.equals(original)).toBe(true);

    for (const response of [brotli, gzip, identity]) {
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/javascript; charset=utf-8');
      expect(response.headers.vary).toBe('accept-encoding');
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(response.headers['cross-origin-resource-policy']).toBe('cross-origin');
    }
  });

  test('[storefront compression] the embed loader’s compressed copy revalidates and may still be loaded by a host on another site', async () => {
    const { app } = await storefront();

    const response = await app.inject({ url: '/embed.js', headers: { 'accept-encoding': 'br' } });

    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toBe('application/javascript; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers.etag).toBeDefined();
    expect(response.headers['last-modified']).toBeDefined();
    expect(response.headers['cross-origin-resource-policy']).toBe('cross-origin');
    // The compressed copies are not files of their own: their address is a page's.
    expect((await app.inject({ url: '/embed.js.br' })).headers['content-type']).toBe('text/html; charset=utf-8');
  });

  test('[storefront compression] a page is compressed per response, each with its own nonce', async () => {
    const { app } = await storefront();

    const nonces = new Set<string>();
    for (const encoding of ['br', 'br', 'gzip']) {
      const response = await app.inject({ url: ROUTES.services, headers: { 'accept-encoding': encoding } });
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(response.headers.vary).toBe('accept-encoding');
      expect(response.headers['cache-control']).toBe('private, no-cache');
      const html = (encoding === 'br' ? brotliDecompressSync(response.rawPayload) : gunzipSync(response.rawPayload)).toString('utf8');
      expect(html.length).toBeGreaterThan(COMPRESSION_THRESHOLD_BYTES);
      const nonce = nonceIn(policyOf(response.headers['content-security-policy']).get('script-src'));
      expect(html).toContain(`<script nonce="${nonce}" type="module" crossorigin src="${HASHED_ASSET}">`);
      nonces.add(nonce ?? '');
    }
    expect(nonces.size).toBe(3);
  });

  test("[storefront compression] a proxied answer goes as the backend sent it: the browser's Accept-Encoding reaches the backend, nothing is compressed here", async () => {
    const { app, backend } = await storefront();
    const url = `${endpointRoutes.getProduct.path}?id=${PRODUCT_IDS.deedCopy}`;

    const response = await app.inject({ url, headers: { 'accept-encoding': 'br, gzip' } });

    expect(backend.requestsTo(endpointRoutes.getProduct.path).find((request) => request.url === url)?.headers['accept-encoding']).toBe(
      'br, gzip',
    );
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.length).toBeGreaterThan(COMPRESSION_THRESHOLD_BYTES);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.json()).toMatchObject({ ok: true, message: expect.stringContaining(PRODUCT_IDS.deedCopy) as unknown });
  });
});
