import { describe, expect, test } from 'vitest';
import { ROUTES } from '#contracts/constants/client-routes.ts';
import { PRODUCT_IDS } from '#contracts/constants/product-ids.ts';
import { catalogueProduct } from '#contracts/testing/catalogue.ts';
import { configExample } from '#contracts/testing/examples.ts';
import { MARKUP_END_ID } from './page-html.ts';
import { builtClient, INDEX_HTML, type ServerEntryStandIn } from './testing/client-build.ts';
import { catalogueWarmedUp, readPage, startStorefront, withoutNonces } from './testing/storefront.ts';
import { SESSION_COOKIE, startStubBackend } from './testing/stub-backend.ts';

const SERVER_TEST = { timeout: 15_000 };

const PORTUGUESE_HOST = 'store16.localhost';

/** The storefront with a stand-in server entry, once the catalogue is warm; a generous page data budget. */
async function storefrontRendering(serverEntry: ServerEntryStandIn, renderBudgetMs = 10_000) {
  const backend = await startStubBackend();
  const clientDir = await builtClient({ serverEntry });
  const app = await startStorefront({ clientDir, backendUrl: backend.url, pageDataBudgetMs: 10_000, renderBudgetMs });
  await catalogueWarmedUp(backend);
  return { app, backend };
}

describe('[storefront] pages rendered on the server', SERVER_TEST, () => {
  test("[storefront] with the build's server entry, a page carries the app's markup, language, theme and title, and the boot data it rendered from", async () => {
    const { app } = await storefrontRendering('echo');
    const url = `${ROUTES.services}?from=ad`;

    const response = await app.inject({
      url,
      headers: { host: PORTUGUESE_HOST },
      cookies: { [SESSION_COOKIE]: 'known-buyer', opf_consent_accepted: 'explicit' },
    });

    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<html lang="pt" class="theme-16">');
    expect(response.body).toContain('<title>Serviços &amp; mais</title>');
    // The render got the address, the portal, the consent cookie and the catalogue, in a thread its warmUp had readied.
    const markup = /<div id="root">(.*?)<\/div>/s.exec(response.body)?.[1] ?? '';
    expect(markup).toContain(`<main data-warm="true"><h1>${url}</h1><p>store 16</p><p>consent explicit</p>`);
    expect(markup).toContain(`<li>${catalogueProduct(PRODUCT_IDS.deedCopy).name}</li>`);
    expect(markup).not.toContain('<p>thread 0</p>');
    const { boot } = readPage(response.body);
    expect(boot?.markup).toBe(true);
    expect(boot?.config).toEqual(configExample({ store_id: 16 }));
    expect(boot?.products?.map((product) => product.product_id)).toContain(PRODUCT_IDS.deedCopy);
  });

  test('[storefront] with no render threads (a one-core instance) the main thread renders the same page', async () => {
    const backend = await startStubBackend();
    const clientDir = await builtClient({ serverEntry: 'echo' });
    const app = await startStorefront({
      clientDir,
      backendUrl: backend.url,
      pageDataBudgetMs: 10_000,
      renderBudgetMs: 10_000,
      renderThreads: 0,
    });
    await catalogueWarmedUp(backend);

    const response = await app.inject({
      url: ROUTES.services,
      headers: { host: PORTUGUESE_HOST },
      cookies: { [SESSION_COOKIE]: 'known-buyer' },
    });

    expect(response.body).toContain('<html lang="pt" class="theme-16">');
    expect(response.body).toContain(`<main data-warm="true"><h1>${ROUTES.services}</h1><p>store 16</p>`);
    expect(response.body).toContain('<p>thread 0</p>');
    expect(readPage(response.body).boot?.products?.map((product) => product.product_id)).toContain(PRODUCT_IDS.deedCopy);
  });

  test('[storefront] a page with markup is not painted before all of it is parsed', async () => {
    const { app } = await storefrontRendering('echo');

    const response = await app.inject({ url: ROUTES.services, cookies: { [SESSION_COOKIE]: 'known-buyer' } });

    const body = response.body;
    const head = body.slice(0, body.indexOf('<div id="root">'));
    expect(head).toContain(`<link rel="expect" href="#${MARKUP_END_ID}" blocking="render">`);
    // The awaited element comes after the whole markup and the boot data, outside the element React hydrates.
    expect(body.indexOf(`<template id="${MARKUP_END_ID}"></template>`)).toBeGreaterThan(body.indexOf('window.OPF_BOOT'));
  });

  test('[storefront] a server entry whose render throws leaves the page to the client: boot data, no markup', async () => {
    const { app } = await storefrontRendering('throws');

    const response = await app.inject({ url: ROUTES.services, cookies: { [SESSION_COOKIE]: 'known-buyer' } });

    expect(response.statusCode).toBe(200);
    const { page, boot } = readPage(response.body);
    expect(withoutNonces(page)).toBe(INDEX_HTML);
    expect(boot?.markup).toBeUndefined();
    expect(boot?.cart).toBeDefined();
  });

  test('[storefront] a render that never ends: the page goes without markup once the render budget is spent', async () => {
    const renderBudgetMs = 100;
    const { app } = await storefrontRendering('hangs', renderBudgetMs);

    const started = performance.now();
    const response = await app.inject({ url: ROUTES.services, cookies: { [SESSION_COOKIE]: 'known-buyer' } });

    expect(response.statusCode).toBe(200);
    expect(performance.now() - started).toBeGreaterThanOrEqual(renderBudgetMs - 1);
    const { page, boot } = readPage(response.body);
    expect(withoutNonces(page)).toBe(INDEX_HTML);
    expect(boot?.markup).toBeUndefined();
    // Nor does that render hold the server's close (a deploy's drain): no page waits for it any more.
    const closing = performance.now();
    await app.close();
    expect(performance.now() - closing).toBeLessThan(5_000);
  });

  test('[storefront] a page without boot data is not rendered on the server', async () => {
    const { app, backend } = await storefrontRendering('echo');
    backend.behaviour.answer = 'error';

    const response = await app.inject({ url: ROUTES.services });

    const { page, boot } = readPage(response.body);
    expect(boot).toBeUndefined();
    expect(withoutNonces(page)).toBe(INDEX_HTML);
  });
});
