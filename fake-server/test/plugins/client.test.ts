import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import type { BootData } from '#contracts/api/boot-data.ts';
import type { CartResponse } from '#contracts/api/cart.ts';
import type { ConfigResponse } from '#contracts/api/config.ts';
import { configExample } from '#contracts/testing/examples.ts';
import { SCENARIOS } from '#contracts/fake-backend/admin.ts';
import { MARKUP_END_ID, pageWithBootData } from '../../src/plugins/client.ts';
import { build, openBrowser } from '../helpers/build.ts';
import { builtClient, INDEX_HTML, PERMANENT_CERTIFICATE_ID } from '../helpers/test-fixtures.ts';

/** The page as built (INDEX_HTML), its boot data taken out; and that boot data, as the client reads it. */
function splitPage(body: string): { page: string; boot: BootData; nonce: string } {
  const match = /\n {4}<script nonce="([^"]+)">window\.OPF_BOOT = (.*);<\/script>/.exec(body);
  if (match === null) throw new Error(`no boot data in ${body}`);
  return { page: body.replace(match[0], ''), nonce: match[1] ?? '', boot: JSON.parse(match[2] ?? '') as BootData };
}

describe('serving the client', () => {
  test('[client] a reload of a client route answers index.html (200, text/html, no-cache)', async () => {
    const app = await build({ clientDir: await builtClient() });

    const response = await app.inject({ url: '/nota-simple/step1?store=9' });

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(splitPage(response.body).page).toBe(INDEX_HTML);
  });

  test('[client] / and /index.html answer index.html with no-cache', async () => {
    const app = await build({ clientDir: await builtClient() });

    for (const url of ['/', '/?store=16', '/index.html']) {
      const response = await app.inject({ url });
      expect(response.statusCode, url).toBe(200);
      expect(splitPage(response.body).page, url).toBe(INDEX_HTML);
      expect(response.headers['cache-control'], url).toBe('no-cache');
    }
  });

  test("[client] the page brings the visitor's configuration and cart as GET config and GET cart answer them (boot data, decision 035)", async () => {
    const browser = await openBrowser(await build({ clientDir: await builtClient() }));
    await browser.post('/__admin/seed', { scenario: SCENARIOS.cartWithTwoItems, store_id: 16 });

    const page = await browser.get('/servicios?store=9');

    const { boot, nonce } = splitPage(page.body);
    const policy = page.headers['content-security-policy'];
    expect(policy).toContain(`'nonce-${nonce}'`);
    expect(boot.config).toEqual((await browser.json<ConfigResponse>('/desktopapp/rest/config')).config);
    expect(boot.config.store_id).toBe(9);
    expect(boot.cart).toEqual((await browser.json<CartResponse>('/desktopapp/rest/cart')).cart);
    expect(boot.cart).toHaveLength(2);
  });

  test('[client] what the boot data carries cannot end its script: <, > and & are JSON escapes', async () => {
    const browser = await openBrowser(await build({ clientDir: await builtClient() }));
    await browser.post('/__admin/seed', { scenario: SCENARIOS.cartWithTwoItems });
    const cart = await browser.json<CartResponse>('/desktopapp/rest/cart');
    const hostile = '</script><script>alert(1)</script><!-- & $& $1';
    const item = cart.cart[0];
    if (item === undefined) throw new Error('the scenario has no item');
    item.product_name = hostile;

    const page = pageWithBootData(INDEX_HTML, { script: 'abc', style: 'def' }, { config: cart.config, cart: cart.cart });

    expect(page.match(/<\/script>/g)).toHaveLength(1);
    expect(page).not.toContain('<!--');
    expect(splitPage(page).boot.cart[0]?.product_name).toBe(hostile);
  });

  test('[client] a page with server markup is not rendered before all of it is parsed; one without is left as it was', () => {
    const boot: BootData = { config: configExample(), cart: [] };
    const withMarkup = pageWithBootData(INDEX_HTML, { script: 'abc', style: 'def' }, boot, '<main><h1>Servicios</h1></main>');
    const head = withMarkup.slice(0, withMarkup.indexOf('<div id="root">'));
    expect(head).toContain(`<link rel="expect" href="#${MARKUP_END_ID}" blocking="render">`);
    // the awaited element comes after the whole markup (and the boot data), outside the element React hydrates
    expect(withMarkup.indexOf(`<template id="${MARKUP_END_ID}"></template>`)).toBeGreaterThan(withMarkup.indexOf('window.OPF_BOOT'));
    expect(withMarkup).toMatch(/<div id="root"><main><h1>Servicios<\/h1><\/main><\/div>\s*<script nonce="abc">window\.OPF_BOOT = /);

    const withoutMarkup = pageWithBootData(INDEX_HTML, { script: 'abc', style: 'def' }, boot);
    expect(withoutMarkup).not.toContain('rel="expect"');
    expect(withoutMarkup).not.toContain(MARKUP_END_ID);
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

    expect(splitPage(response.body).page).toBe(INDEX_HTML);
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

  test("[client] with the build's server entry, a page carries the app's markup, language, theme and title, and the boot data it rendered from", async () => {
    const clientDir = await builtClient();
    await mkdir(join(clientDir, '.ssr'));
    // A stand-in for the client's server entry (client/src/entry-server.tsx): it echoes what it was given.
    await writeFile(
      join(clientDir, '.ssr', 'entry-server.js'),
      `export async function renderPage({ url, config, cart, product, cookie }) {
        const certificate = product('${PERMANENT_CERTIFICATE_ID}');
        return {
          boot: { config, cart, products: certificate ? [certificate] : [], markup: true },
          markup: '<main><h1>' + url + ' ' + (certificate && certificate.name) + ' ' + cookie('opf_consent_accepted') + '</h1></main>',
          lang: 'pt', htmlClass: 'theme-16', title: 'Serviços & mais',
        };
      }`,
    );
    await writeFile(
      join(clientDir, 'index.html'),
      '<!doctype html><html lang="es"><head><title>Servicios</title></head><body><div id="root"></div></body></html>',
    );
    const app = await build({ clientDir });

    const page = await app.inject({ url: '/servicios?store=16', cookies: { opf_consent_accepted: 'explicit' } });

    expect(page.body).toContain('<html lang="pt" class="theme-16">');
    expect(page.body).toContain('<title>Serviços &amp; mais</title>');
    // The product in the store's language, as GET product answers it (the fixture's Portuguese name).
    const certificate = (await app.inject({ url: `/desktopapp/rest/product?id=${PERMANENT_CERTIFICATE_ID}&store=16` })).json<{
      message: string;
    }>();
    const { name } = JSON.parse(certificate.message) as { name: string };
    expect(page.body).toContain(`<div id="root"><main><h1>/servicios?store=16 ${name} explicit</h1></main></div>`);
    const { boot } = splitPage(page.body);
    expect(boot.markup).toBe(true);
    expect(boot.config.store_id).toBe(16);
    expect(boot.products?.[0]?.product_id).toBe(PERMANENT_CERTIFICATE_ID);
  });

  test('[client] a server entry that fails leaves the page to the client: boot data, no markup', async () => {
    const clientDir = await builtClient();
    await mkdir(join(clientDir, '.ssr'));
    await writeFile(join(clientDir, '.ssr', 'entry-server.js'), 'export async function renderPage() { throw new Error("broken"); }');
    const app = await build({ clientDir });

    const page = await app.inject({ url: '/servicios' });

    expect(page.statusCode).toBe(200);
    const { page: rest, boot } = splitPage(page.body);
    expect(rest).toBe(INDEX_HTML);
    expect(boot.markup).toBeUndefined();
  });
});
