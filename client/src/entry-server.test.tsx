import { act, waitFor } from '@testing-library/react';
import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { prerender } from 'react-dom/static';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import type { BootData, RenderedPage } from '#contracts/api/boot-data.ts';
import type { Config } from '#contracts/api/config.ts';
import type { Product } from '#contracts/api/product.ts';
import { PRODUCT_IDS } from '#contracts/constants/product-ids.ts';
import { cartExample, configExample, portugueseConfigExample, productExample } from '#contracts/testing/examples.ts';
import { birthCertificateExample } from '#contracts/testing/generic-examples.ts';
import { clearResources } from './stores/use-resource.ts';
import { startBoot } from './app/boot.ts';
import { routes } from './app/router.tsx';
import { renderPage } from './entry-server.tsx';
import { releaseBrowserState } from './lib/browser-state.ts';
import { resetBootState } from './stores/boot-store.ts';
import { resetCartState } from './stores/cart-store.ts';
import { resetConfigState } from './stores/config-store.ts';
import { resetConsentState, syncConsent } from './stores/consent-store.ts';
import { ROUTES } from '#contracts/constants/client-routes.ts';

/**
 * Decision 035: what the server entry renders is what the browser's first render makes of the same boot data, so
 * hydrating it changes nothing. React reports any difference (a hydration mismatch) on console.error, and the test
 * setup fails a test on any console.error: these tests fail on a mismatch (the last one shows it).
 *
 * Here the server's renderer and the browser's run in one page, which they never do for real: React's server renderer
 * leaves its last context values in place until its next render (an empty render puts them back), and React's
 * development build warns once per context that two renderers used it. That one warning is let through; any other
 * console.error still fails the test.
 */
const TWO_RENDERERS = 'Detected multiple renderers concurrently rendering the same context provider';

const priced = (product_id: string, price: number, stores: number[]): Product =>
  productExample({ product_id, price, stores, visible: false, visible_on_services: [] });
const CATALOGUE: Product[] = [
  birthCertificateExample(),
  productExample({
    product_id: PRODUCT_IDS.commercialCertificate,
    name: 'Certidão Permanente Comercial',
    stores: [16],
    visible_on_services: [16],
  }),
  priced(PRODUCT_IDS.simpleNote, 20.76, [14]),
  priced(PRODUCT_IDS.urgentSimpleNote, 30.5, [14]),
  priced(PRODUCT_IDS.propertiesQueryService, 12, [14]),
  priced(PRODUCT_IDS.propertySearchItem, 20.76, [14]),
  priced(PRODUCT_IDS.permanentCertificate, 24.7, [16]),
  priced(PRODUCT_IDS.simplifiedReport, 11, [16]),
];

/** The catalogue as the storefront server sends it to a render thread: each product's JSON text. */
const CATALOGUE_TEXTS = CATALOGUE.map((product) => JSON.stringify(product));

/** The boot data a page carries (its script's JSON). */
const bootOf = (page: RenderedPage): BootData => JSON.parse(page.bootJson) as BootData;

/** A first visit's page as the server entry renders it. */
async function serverPage(url: string, config: Config): Promise<RenderedPage> {
  const page = await renderPage({ url, config, cart: [], portal: {}, products: CATALOGUE_TEXTS, cookies: {} });
  await prerender(null);
  return page;
}

let unmount: (() => Promise<void>) | undefined;

beforeEach(() => {
  const failOnError = console.error;
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    if (!String(args[0]).startsWith(TWO_RENDERERS)) failOnError(...args);
  });
  // No request may leave: everything the first render reads came with the page.
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(() => Promise.reject(new Error('the page asked the server for something'))),
  );
});

afterEach(async () => {
  await unmount?.();
  unmount = undefined;
  document.body.innerHTML = '';
  for (const cookie of document.cookie.split(';')) document.cookie = `${cookie.split('=')[0]?.trim()}=; max-age=0; path=/`;
  vi.unstubAllGlobals();
  resetConfigState();
  resetCartState();
  resetBootState();
  resetConsentState();
  clearResources();
});

/** The browser's start on the server's page, as client/src/app/start.tsx does it. */
async function hydrate(url: string, page: RenderedPage, changeBoot: (boot: BootData) => BootData = (boot) => boot) {
  const container = document.createElement('div');
  container.id = 'root';
  container.innerHTML = page.markup ?? '';
  document.body.append(container);
  const heading = container.querySelector('main h1');

  resetConfigState();
  resetCartState();
  resetBootState();
  resetConsentState();
  clearResources();
  startBoot(changeBoot(bootOf(page)));
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  syncConsent(url);
  const root = await act(async () =>
    hydrateRoot(
      container,
      <StrictMode>
        <RouterProvider router={router} />
      </StrictMode>,
    ),
  );
  unmount = () => act(async () => root.unmount());
  await waitFor(() =>
    expect(Object.keys(container.querySelector('main h1') ?? {}).some((key) => key.startsWith('__reactFiber'))).toBe(true),
  );
  releaseBrowserState();
  return { heading, container };
}

describe('[ssr] the server markup hydrates as it is (decision 035)', () => {
  test.each([
    [`${ROUTES.services}?store=14`, configExample(), 'Nuestros servicios'],
    [`${ROUTES.services}?store=16`, portugueseConfigExample(), 'Os nossos serviços'],
    [`${ROUTES.simpleNote.step('step1')}?store=14`, configExample(), '¿Conoces el nombre del titular?'],
    [`${ROUTES.certificate.step('step1')}?store=16`, portugueseConfigExample(), 'Quer pedir a Certidão Permanente?'],
    [`${ROUTES.product.start(PRODUCT_IDS.birthCertificate)}?store=14`, configExample(), 'Certificado de nacimiento'],
    [`${ROUTES.guide.start}?store=14`, configExample(), '¿Cuál es tu situación?'],
    [`${ROUTES.guide.start}?store=16`, portugueseConfigExample(), 'Qual é a sua situação?'],
  ])('[ssr] %s: rendered by the server, hydrated without a mismatch, the same nodes kept', async (url, config, text) => {
    const page = await serverPage(url, config);
    expect(page.markup).toContain(text);
    expect(bootOf(page).markup).toBe(true);

    const { heading, container } = await hydrate(url, page);

    expect(heading?.textContent).toContain(text);
    expect(container.querySelector('main h1')).toBe(heading);
    expect(container.querySelector('[aria-label="Aviso de cookies"]')).not.toBeNull();
  });

  test('[ssr] the chooser’s boot data carries the products it shows and its list, and nothing else', async () => {
    const page = await serverPage(`${ROUTES.services}?store=16`, portugueseConfigExample());
    expect(bootOf(page).services).toEqual([PRODUCT_IDS.commercialCertificate]);
    expect(
      bootOf(page)
        .products?.map((known) => known.product_id)
        .sort(),
    ).toEqual([PRODUCT_IDS.commercialCertificate, PRODUCT_IDS.permanentCertificate, PRODUCT_IDS.simplifiedReport].sort());
    expect(page.lang).toBe('pt');
    expect(page.title).toBe('Serviços | Certidão Predial Online');
  });

  test('[ssr] an address without server markup (a later step, a flow the store gate sends to servicios) gets the boot data only', async () => {
    for (const [url, config] of [
      [`${ROUTES.simpleNote.step('step2')}?store=14`, configExample()],
      [`${ROUTES.simpleNote.step('step1')}?store=16`, portugueseConfigExample()],
      [`${ROUTES.simpleNote.step('step1')}?store=18`, configExample({ store_id: 18 })],
      [`${ROUTES.product.step('step1', '99999')}?store=14`, configExample()],
      [`${ROUTES.product.start(PRODUCT_IDS.commercialCertificate)}?store=14`, configExample()],
      [`${ROUTES.guide.start}?store=22`, configExample({ store_id: 22 })],
    ] as const) {
      const page = await serverPage(url, config);
      expect(page.markup, url).toBeNull();
      expect(bootOf(page).markup, url).toBeUndefined();
    }
  });

  test.each([
    [
      `${ROUTES.municipality('RegistroPropiedad', 'madrid')}?store=16&utm_source=x`,
      portugueseConfigExample(),
      'Serviços | Certidão Predial Online',
    ],
    [
      `${ROUTES.municipality('NotaSimpleRegistroPropiedad', 'madrid')}?store=18`,
      configExample({ store_id: 18, portalName: 'Property Registry' }),
      'Services | Property Registry',
    ],
    [
      `${ROUTES.municipality('NotaSimpleRegistroPropiedad', 'madrid')}?store=14`,
      configExample(),
      'Nota Simple del Registro de la Propiedad | Registro de la Propiedad Online',
    ],
  ])(
    '[ssr] %s: a municipality page is titled as the page the store shows, servicios where it does not sell the Nota Simple (issue 41)',
    async (url, config, title) => {
      const page = await serverPage(url, config);
      expect(page.markup).toBeNull();
      expect(page.title).toBe(title);
    },
  );

  test('[ssr] a product’s first step is titled with its meta_title and the step, described by its meta_description, as the app says after hydrating (issue 41)', async () => {
    const url = `${ROUTES.product.start(PRODUCT_IDS.birthCertificate)}?store=14`;
    const product = birthCertificateExample();
    const page = await serverPage(url, configExample());
    expect(page.title).toMatch(new RegExp(`^${product.meta_title} – Paso 1 de \\d+ \\| Registro de la Propiedad Online$`));
    expect(page.description).toBe(product.meta_description);

    await hydrate(url, page);
    await waitFor(() => expect(document.title).toBe(page.title));
  });

  test('[ssr] a page rendered for a buyer with items in the cart can be sent back from a render thread, its data untouched', async () => {
    const cart = cartExample().cart;
    expect(cart.length).toBeGreaterThan(0);
    const request = {
      url: `${ROUTES.services}?store=14`,
      config: configExample(),
      cart,
      portal: { portalName: 'Portal' },
      products: CATALOGUE_TEXTS,
      cookies: {},
    };
    const sent = structuredClone(request);

    const page = await renderPage(request);
    await prerender(null);

    expect(page.markup).toContain('Nuestros servicios');
    // A render thread sends its answer by structured clone, which refuses the proxies valtio makes of what a store holds.
    expect(bootOf(structuredClone(page)).cart).toEqual(sent.cart);
    expect(request).toEqual(sent);
  });

  test('[ssr] the page carries the products the chooser read as the server sent them, safe inside its script', async () => {
    const page = await serverPage(`${ROUTES.services}?store=16`, configExample({ store_id: 16 }));

    const read = bootOf(page).products ?? [];
    expect(read.map((known) => known.product_id)).toContain(PRODUCT_IDS.commercialCertificate);
    for (const known of read)
      expect(page.bootJson).toContain(CATALOGUE_TEXTS[CATALOGUE.findIndex((sent) => sent.product_id === known.product_id)]);
    expect(page.bootJson).not.toMatch(/[<>&]/);
  });

  test('[ssr] a render that starts after its page went without markup is skipped', async () => {
    const page = await renderPage({
      url: `${ROUTES.services}?store=14`,
      config: configExample(),
      cart: [],
      portal: {},
      products: CATALOGUE_TEXTS,
      cookies: {},
      deadline: Date.now() - 1,
    });
    expect(page.markup).toBeNull();
  });

  test('[ssr] a client whose first render differs from the server’s is caught: React reports the mismatch', async () => {
    const page = await serverPage(`${ROUTES.services}?store=14`, configExample());
    const reported = vi.fn();
    vi.spyOn(console, 'error').mockImplementation(reported);
    // The client starts from another portal's name than the server rendered with.
    await hydrate(`${ROUTES.services}?store=14`, page, (boot) => ({ ...boot, config: { ...boot.config, portalName: 'Otro portal' } }));
    const mismatches = reported.mock.calls.map((args: unknown[]) => args.map(String).join(' ')).filter((text) => /hydrat/i.test(text));
    expect(mismatches.length).toBeGreaterThan(0);
  });
});
