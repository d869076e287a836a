import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { build } from '../helpers/build.ts';
import { builtClient, INDEX_HTML } from '../helpers/test-fixtures.ts';

describe('serving the client', () => {
  test('[client] a reload of a client route answers index.html (200, text/html, no-cache)', async () => {
    const app = await build({ clientDir: await builtClient() });

    const response = await app.inject({ url: '/nota-simple/step1?store=9' });

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toBe(INDEX_HTML);
  });

  test('[client] / and /index.html answer index.html with no-cache', async () => {
    const app = await build({ clientDir: await builtClient() });

    for (const url of ['/', '/?store=16', '/index.html']) {
      const response = await app.inject({ url });
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toBe(INDEX_HTML);
      expect(response.headers['cache-control'], url).toBe('no-cache');
    }
  });

  test('[client] hashed assets are served with a long immutable cache', async () => {
    const app = await build({ clientDir: await builtClient() });

    const response = await app.inject({ url: '/assets/index-abc123.js' });

    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  test("[client] the build's manifest under .vite/ is never served (a reload there gets the page)", async () => {
    const clientDir = await builtClient();
    await mkdir(join(clientDir, '.vite'));
    await writeFile(join(clientDir, '.vite', 'manifest.json'), '{"index.html":{"file":"assets/index-abc123.js","isEntry":true}}');
    const app = await build({ clientDir });

    const response = await app.inject({ url: '/.vite/manifest.json' });

    expect(response.body).toBe(INDEX_HTML);
  });

  test('[client] a missing asset answers 404, not index.html', async () => {
    const app = await build({ clientDir: await builtClient() });

    const response = await app.inject({ url: '/assets/gone-000.js' });

    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ ok: false, statusCode: 404 });
  });

  test('[client] an unknown /desktopapp path answers 404 JSON, not index.html', async () => {
    const app = await build({ clientDir: await builtClient() });

    const response = await app.inject({ url: '/desktopapp/rest/nope' });

    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('application/json');
    expect(response.json()).toMatchObject({ ok: false, statusCode: 404, error: 'Not Found' });
  });

  test.each(['/panel/rest/preValidateNs', '/registros.php', '/freguesias.php', '/__admin/unknown'])(
    '[client] GET %s (an API prefix) never falls back to index.html',
    async (url) => {
      const app = await build({ clientDir: await builtClient() });

      // Unimplemented paths answer 404; implemented ones refuse a bare GET (400 naming the missing query): never the page.
      const response = await app.inject({ url });
      expect([400, 404]).toContain(response.statusCode);
      expect(response.headers['content-type']).toMatch(/json/);
    },
  );

  test('[client] a POST to a page path answers 404 JSON', async () => {
    const app = await build({ clientDir: await builtClient() });

    const response = await app.inject({ method: 'POST', url: '/nota-simple/step1' });

    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ ok: false, statusCode: 404 });
  });

  test('[client] without a build, pages answer 503 saying to run npm run build', async () => {
    const app = await build();

    const response = await app.inject({ url: '/nota-simple/step1' });

    expect(response.statusCode).toBe(503);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain('npm run build');
  });
});
