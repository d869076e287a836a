import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, test } from 'vitest';
import { PRODUCT_IDS } from '#contracts/constants/product-ids.ts';
import { precompressDir } from '../../../scripts/lib/precompress.ts';
import { build, openBrowser } from '../helpers/build.ts';
import { temporaryDir } from '../helpers/test-fixtures.ts';

const REPOSITORY_FIXTURES = new URL('../../../fixtures', import.meta.url).pathname;

/** Text that compresses as a real bundle does: repetitive, well over the 1 KB below which nothing is compressed. */
const BUNDLE = Array.from({ length: 400 }, (_, i) => `export function step${i}(value) { return value + ${i}; }`).join('\n');
const INDEX_HTML = `<!doctype html><html><head><script type="module" crossorigin src="/assets/index-abc123.js"></script></head>
<body><div id="root"></div>${'<!-- the app renders here -->\n'.repeat(60)}</body></html>`;

/** A stand-in for the Vite build, precompressed as `vite build` does it (scripts/lib/precompress.ts). */
async function builtClient(): Promise<string> {
  const dir = await temporaryDir('client-');
  await mkdir(join(dir, 'assets'));
  await writeFile(join(dir, 'index.html'), INDEX_HTML);
  await writeFile(join(dir, 'embed.js'), `(function () {${' /* loader */'.repeat(200)}})();`);
  await writeFile(join(dir, 'assets', 'index-abc123.js'), BUNDLE);
  await precompressDir(dir);
  return dir;
}

const nonceOf = (policy: unknown) => /'nonce-([0-9a-f]{32})'/.exec(String(policy))?.[1];

describe('compression, as a CDN serves the app', () => {
  test('[compression] a hashed asset is sent brotli, gzip or as it is by Accept-Encoding, with Vary and its immutable caching', async () => {
    const dir = await builtClient();
    const app = await build({ clientDir: dir });
    const original = await readFile(join(dir, 'assets', 'index-abc123.js'));

    const brotli = await app.inject({ url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'br, gzip' } });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(brotli.rawPayload).equals(original)).toBe(true);
    expect(brotli.rawPayload.length).toBeLessThan(original.length / 4);

    const gzip = await app.inject({ url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).equals(original)).toBe(true);

    const identity = await app.inject({ url: '/assets/index-abc123.js' });
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

  test('[compression] the embed loader’s compressed copy revalidates and may still be loaded by a host on another site', async () => {
    const app = await build({ clientDir: await builtClient() });

    const response = await app.inject({ url: '/embed.js', headers: { 'accept-encoding': 'br' } });

    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toBe('application/javascript; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers.etag).toBeDefined();
    expect(response.headers['last-modified']).toBeDefined();
    expect(response.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect((await app.inject({ url: '/embed.js.br' })).headers['content-type']).toContain('text/html');
  });

  test('[compression] index.html is compressed per response, each with its own nonce', async () => {
    const app = await build({ clientDir: await builtClient() });

    const nonces = new Set<string>();
    for (const encoding of ['br', 'br', 'gzip']) {
      const response = await app.inject({ url: '/servicios?store=14', headers: { 'accept-encoding': encoding } });
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(response.headers.vary).toBe('accept-encoding');
      expect(response.headers['cache-control']).toBe('no-cache');
      const html = (encoding === 'br' ? brotliDecompressSync(response.rawPayload) : gunzipSync(response.rawPayload)).toString('utf8');
      const nonce = nonceOf(response.headers['content-security-policy']);
      expect(html).toContain(`<script nonce="${nonce}" type="module" crossorigin src="/assets/index-abc123.js">`);
      nonces.add(nonce ?? '');
    }
    expect(nonces.size).toBe(3);
  });

  test('[compression] an API answer under 1 KB goes as it is; the product answer is compressed', async () => {
    const browser = await openBrowser(await build({ fixturesDir: REPOSITORY_FIXTURES }));
    const headers = { 'accept-encoding': 'br, gzip' };

    const config = await browser.inject({ url: '/desktopapp/rest/config', headers });
    expect(config.rawPayload.length).toBeLessThan(1024);
    expect(config.headers['content-encoding']).toBeUndefined();
    expect(config.json()).toHaveProperty('config');

    const product = await browser.inject({ url: `/desktopapp/rest/product?id=${PRODUCT_IDS.deedCopy}`, headers });
    expect(product.statusCode).toBe(200);
    expect(product.headers['content-encoding']).toBe('br');
    expect(product.headers.vary).toBe('accept-encoding');
    const json = brotliDecompressSync(product.rawPayload).toString('utf8');
    expect(json.length).toBeGreaterThan(1024);
    expect(JSON.parse(json)).toMatchObject({ ok: true, message: expect.stringContaining(PRODUCT_IDS.deedCopy) });
  });
});
