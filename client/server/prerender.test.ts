import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { BOOT_DATA_ELEMENT_ID, type BootData, PORTAL_CONFIG_ELEMENT_ID } from '#contracts/api/boot-data.ts';
import type { Config } from '#contracts/api/config.ts';
import { endpointRoutes } from '#contracts/api/endpoint-routes.ts';
import { BACKEND_PATH_PREFIXES } from '#contracts/api/paths.ts';
import type { Portals } from '#contracts/api/portals.ts';
import { ROUTES } from '#contracts/constants/client-routes.ts';
import { PRODUCT_IDS, SPEC_PRODUCT_IDS } from '#contracts/constants/product-ids.ts';
import { catalogueProduct } from '#contracts/testing/catalogue.ts';
import { DEFAULT_PORTALS_FILE, loadPortals } from './portals.ts';
import { landingPaths, prerenderSite } from './prerender.ts';
import { cspHash } from './static-host.ts';
import { HASHED_ASSET, builtClient, temporaryDir } from './testing/client-build.ts';
import { startStubBackend } from './testing/stub-backend.ts';

/** Two portals of the demo file: a Spanish registry store with three host names, and a Portuguese one. */
async function twoPortals(): Promise<Portals> {
  const demo = await loadPortals(DEFAULT_PORTALS_FILE);
  return { portals: demo.portals.filter((portal) => portal.store_id === 14 || portal.store_id === 16) };
}

/** A JSON element's value in a page, or undefined when the page has none. */
function jsonElement<T>(html: string, id: string): T | undefined {
  const match = new RegExp(`<script type="application/json" id="${id}">([^<]*)</script>`).exec(html);
  return match === null ? undefined : (JSON.parse(match[1] ?? '') as T);
}

const read = (dir: string, ...path: string[]) => readFile(join(dir, ...path), 'utf8');

/** The landing pages of a store, as files, for the spec's catalogue as the stub answers it. */
const expectedFiles = (storeId: number) =>
  landingPaths(
    storeId,
    SPEC_PRODUCT_IDS.map((id) => catalogueProduct(id)),
  ).map((path) => join(String(storeId), ...path.split('/').filter(Boolean), 'index.html'));

describe('[prerender] the site for a static host, per portal (decision 035)', () => {
  test('[prerender] each landing page of each store is written where the store’s path is, with the render’s markup', async () => {
    const backend = await startStubBackend();
    const clientDir = await builtClient({ serverEntry: 'echo' });
    const outDir = await temporaryDir('storefront-prerender-');

    // Two portals of one language too: they share the catalogue's answers, asked once for both.
    const demo = await loadPortals(DEFAULT_PORTALS_FILE);
    const portals = { portals: demo.portals.filter((portal) => [1, 14, 16].includes(portal.store_id)) };
    const result = await prerenderSite({ clientDir, backendUrl: backend.url, portals, outDir, renderThreads: 1 });

    const expected = [...expectedFiles(1), ...expectedFiles(14), ...expectedFiles(16)].sort();
    expect(result.files).toEqual(expected);
    expect(result.pages).toBe(expected.length);
    expect(result.files).toContain(join('16', 'servicios', 'index.html'));
    expect(result.files).toContain(join('14', 'nota-simple', 'step1', 'index.html'));
    expect(result.files).toContain(join('14', 'product', 'step1', PRODUCT_IDS.deedCopy, 'index.html'));
    expect(result.files).not.toContain(join('16', 'nota-simple', 'step1', 'index.html'));
    expect(result.files).not.toContain(join('14', 'certidao-permanente', 'step1', 'index.html'));
    const chooser = await read(outDir, '16', 'servicios', 'index.html');
    expect(chooser).toMatch(/<div id="root"><main data-warm="true"><h1>\/servicios<\/h1><p>store 16<\/p>/);
    expect(chooser).toContain('<html lang="pt" class="theme-16">');
    expect(chooser).toContain('<title>Serviços &amp; mais</title>');
    // The build's files beside the pages; its template and its server entry are not served.
    expect(existsSync(join(outDir, HASHED_ASSET))).toBe(true);
    expect(existsSync(join(outDir, 'embed.js.br'))).toBe(true);
    expect(existsSync(join(outDir, 'index.html'))).toBe(false);
    expect(existsSync(join(outDir, '.ssr'))).toBe(false);
  });

  test('[prerender] the boot data is the portal’s public data: asked without a cookie, no session in it, an empty cart, no nonce', async () => {
    const backend = await startStubBackend();
    const clientDir = await builtClient({ serverEntry: 'echo' });
    const outDir = await temporaryDir('storefront-prerender-');

    await prerenderSite({ clientDir, backendUrl: backend.url, portals: await twoPortals(), outDir, renderThreads: 1 });

    const page = await read(outDir, '14', 'nota-simple', 'step1', 'index.html');
    const boot = jsonElement<BootData>(page, BOOT_DATA_ELEMENT_ID);
    expect(boot).toMatchObject({ visitor: false, markup: true, cart: [] });
    expect(boot?.config).toMatchObject({
      store_id: 14,
      formkey: '',
      loggedIn: false,
      customerEmail: '',
      lastOrderId: null,
      lastOrderSuccess: null,
      municipio: null,
    });
    expect(boot?.products?.length).toBeGreaterThan(0);
    expect(jsonElement<Partial<Config>>(page, PORTAL_CONFIG_ELEMENT_ID)).toMatchObject({
      store_id: 14,
      portalName: 'Registro de la Propiedad Online',
    });
    expect(page).not.toMatch(/nonce|window\.OPF_/);
    // Every GET config went without a cookie, so the backend answered a first visitor; the new session's cart was not asked.
    const configCalls = backend.requestsTo(endpointRoutes.getConfig.path);
    expect(configCalls.map((call) => call.url).sort()).toEqual(['/desktopapp/rest/config?store=14', '/desktopapp/rest/config?store=16']);
    expect(configCalls.every((call) => call.headers.cookie === undefined)).toBe(true);
    expect(backend.requestsTo(endpointRoutes.getCart.path)).toEqual([]);
    // The stub's session formkey is nowhere in the files.
    const formkeys = configCalls.map((call) => call.setCookie?.split(';')[0]?.split('=')[1] ?? '');
    for (const value of formkeys) expect(page).not.toContain(value);
  });

  test('[prerender] each portal’s index.html carries its settings only, for every address without a page of its own', async () => {
    const backend = await startStubBackend();
    const clientDir = await builtClient({ serverEntry: 'echo' });
    const outDir = await temporaryDir('storefront-prerender-');

    await prerenderSite({ clientDir, backendUrl: backend.url, portals: await twoPortals(), outDir, renderThreads: 1 });

    for (const storeId of [14, 16]) {
      const index = await read(outDir, String(storeId), 'index.html');
      expect(jsonElement<Partial<Config>>(index, PORTAL_CONFIG_ELEMENT_ID)?.store_id).toBe(storeId);
      expect(jsonElement(index, BOOT_DATA_ELEMENT_ID)).toBeUndefined();
      expect(index).toContain('<div id="root"></div>');
    }
  });

  test('[prerender] an address the render gives no markup is not written', async () => {
    const backend = await startStubBackend();
    const clientDir = await builtClient({ serverEntry: 'servicesOnly' });
    const outDir = await temporaryDir('storefront-prerender-');

    const result = await prerenderSite({ clientDir, backendUrl: backend.url, portals: await twoPortals(), outDir, renderThreads: 1 });

    expect(result.files).toEqual([join('14', 'servicios', 'index.html'), join('16', 'servicios', 'index.html')]);
    expect(existsSync(join(outDir, '14', 'nota-simple'))).toBe(false);
  });

  test('[prerender] nginx.conf maps every host of the portals file to its store and proxies every backend path', async () => {
    const backend = await startStubBackend();
    const clientDir = await builtClient({ serverEntry: 'echo' });
    const outDir = await temporaryDir('storefront-prerender-');
    const portals = await loadPortals(DEFAULT_PORTALS_FILE);

    await prerenderSite({ clientDir, backendUrl: backend.url, portals, outDir, nginx: { listen: '127.0.0.1:8088' }, renderThreads: 1 });

    const conf = await read(outDir, 'nginx.conf');
    const map = /map \$host \$portal_store \{([^}]*)\}/.exec(conf)?.[1] ?? '';
    for (const portal of portals.portals) {
      for (const host of portal.hosts) expect(map).toMatch(new RegExp(`\\n\\s*${host.replace(/\./g, '\\.')}\\s+${portal.store_id};`));
    }
    expect(map).toMatch(/default 14;/);
    expect(conf).toContain('listen 127.0.0.1:8088;');
    expect(conf).toContain(`root ${outDir};`);
    expect(conf).toContain(`server ${new URL(backend.url).host};`);
    expect(conf).toContain('try_files /$portal_store$uri/index.html /$portal_store/index.html =404;');
    const proxied = /location ~ \^\/\(([^)]*)\)\(\/\|\$\) \{\s*proxy_pass/.exec(conf)?.[1]?.split('|') ?? [];
    expect(proxied).toEqual(BACKEND_PATH_PREFIXES.map((prefix) => prefix.slice(1).replace(/\./g, '\\.')));
    expect(conf).toMatch(/proxy_set_header X-Forwarded-Host \$http_host;/);
    expect(conf).toMatch(/location \^~ \/assets\/ \{[^}]*gzip_static on;[^}]*immutable/);
  });

  test('[prerender] csp.txt allows the build’s inlined CSS by its hash and no inline script; nginx sends it with the pages', async () => {
    const backend = await startStubBackend();
    const clientDir = await builtClient({ serverEntry: 'echo' });
    const outDir = await temporaryDir('storefront-prerender-');

    await prerenderSite({ clientDir, backendUrl: backend.url, portals: await twoPortals(), outDir, renderThreads: 1 });

    const policy = (await read(outDir, 'csp.txt')).trim();
    const directives = new Map(policy.split('; ').map((part) => [part.split(' ')[0], part.split(' ').slice(1)]));
    expect(directives.get('script-src')).toEqual(["'self'"]);
    expect(directives.get('style-src')).toContain(cspHash('.first-screen{color:#123}'));
    expect(directives.get('style-src')).not.toContain("'unsafe-inline'");
    expect(policy).not.toContain('nonce');
    expect(await read(outDir, 'nginx.conf')).toContain(`add_header Content-Security-Policy "${policy}" always;`);
  });

  test('[prerender] a backend that does not answer fails the prerender, naming the call', async () => {
    const backend = await startStubBackend({ answer: 'error' });
    const clientDir = await builtClient({ serverEntry: 'echo' });
    const outDir = await temporaryDir('storefront-prerender-');
    await expect(
      prerenderSite({ clientDir, backendUrl: backend.url, portals: await twoPortals(), outDir, renderThreads: 1 }),
    ).rejects.toThrow(`GET ${endpointRoutes.getConfig.path} answered 500`);
  });

  test('[prerender] the services chooser is a landing path of every store', () => {
    for (const storeId of [1, 14, 16, 18]) expect(landingPaths(storeId, [])).toEqual(expect.arrayContaining([ROUTES.services]));
  });
});
