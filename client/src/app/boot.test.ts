import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { PRODUCT_IDS } from '#contracts/constants/product-ids.ts';
import { cartItemExample, configExample, productExample } from '#contracts/testing/examples.ts';
import { configureApi } from '../api/client.ts';
import { peekProduct } from '../api/get-product.ts';
import { clearResources, peekResource } from '../stores/use-resource.ts';
import { bootState, resetBootState } from '../stores/boot-store.ts';
import { cartState, resetCartState } from '../stores/cart-store.ts';
import { configState, resetConfigState, setHostConfig } from '../stores/config-store.ts';
import { fakeFetch } from '../testing/fake-fetch.ts';
import { startBoot } from './boot.ts';

const config = configExample({ store_id: 16, portalName: 'Certidão Online' });
const cart = [cartItemExample()];
const energy = productExample({ product_id: PRODUCT_IDS.energyCertificate });

beforeEach(() => {
  resetConfigState();
  resetCartState();
  resetBootState();
  configureApi({ baseUrl: '', retryDelaysMs: [0] });
});

afterEach(() => {
  vi.unstubAllGlobals();
  clearResources();
});

describe('[boot] the configuration and the cart before the first render (decision 035)', () => {
  test('[boot] with the page’s boot data everything is in at once, the host page’s keys still on top, and nothing is asked', () => {
    const fetch = vi.fn<typeof globalThis.fetch>();
    vi.stubGlobal('fetch', fetch);
    setHostConfig({ portalName: 'Gestoría Ejemplo' }, true);

    startBoot({ config, cart, products: [energy], services: [energy.product_id] });

    expect(bootState.booted).toBe(true);
    expect(configState.loaded).toBe(true);
    expect(configState.config).toEqual({ ...config, portalName: 'Gestoría Ejemplo' });
    expect(cartState.items).toEqual(cart);
    expect(peekProduct(energy.product_id)).toEqual(energy);
    // Embedded, the chooser lists other products than a standalone page: the page's list is not taken.
    expect(peekResource('services-products')).toBeUndefined();
    expect(fetch).not.toHaveBeenCalled();
  });

  test('[boot] on a standalone page the chooser’s list is taken too', () => {
    startBoot({ config, cart, products: [energy], services: [energy.product_id] });
    expect(peekResource('services-products')).toEqual([energy]);
  });

  test('[boot] without boot data the configuration and the cart are asked, and the page waits for both', async () => {
    vi.stubGlobal('fetch', fakeFetch({ getConfig: () => ({ config }), getCart: () => ({ cart, config }) }));

    startBoot(null);

    expect(bootState.booted).toBe(false);
    await vi.waitFor(() => expect(bootState.booted).toBe(true));
    expect(configState.config.portalName).toBe('Certidão Online');
    expect(cartState.items).toEqual(cart);
  });
});

describe('[boot] a static host’s page: the portal’s public data first, then the visitor’s own (decision 035)', () => {
  const publicConfig = configExample({ store_id: 16, formkey: '', loggedIn: false, customerEmail: '' });
  const visitorsConfig = configExample({ store_id: 16, formkey: 'visitors-formkey', loggedIn: true, customerEmail: 'ana@example.com' });

  test('[boot] the first render has the public data at once, and GET config and GET cart are asked at once and replace it', async () => {
    const fetch = fakeFetch({ getConfig: () => ({ config: visitorsConfig }), getCart: () => ({ cart, config: visitorsConfig }) });
    vi.stubGlobal('fetch', fetch);

    startBoot({ config: publicConfig, cart: [], products: [energy], visitor: false });

    expect(bootState.booted).toBe(true);
    expect(configState.config.formkey).toBe('');
    expect(cartState.items).toEqual([]);
    expect(peekProduct(energy.product_id)).toEqual(energy);
    const asked = fetch.mock.calls.map(([input]) => new URL(String(input), 'http://app.test').pathname);
    expect(asked).toEqual(['/desktopapp/rest/config', '/desktopapp/rest/cart']);
    await vi.waitFor(() => expect(cartState.items).toEqual(cart));
    expect(configState.config).toMatchObject({ formkey: 'visitors-formkey', loggedIn: true, customerEmail: 'ana@example.com' });
  });

  test('[boot] boot data that is the visitor’s own asks nothing', () => {
    const fetch = vi.fn<typeof globalThis.fetch>();
    vi.stubGlobal('fetch', fetch);
    startBoot({ config, cart });
    expect(fetch).not.toHaveBeenCalled();
  });

  test('[boot] while the page’s markup is hydrated, the visitor’s answers wait, then replace the public data', async () => {
    vi.resetModules();
    vi.stubGlobal('window', { OPF_BOOT: { markup: true } });
    vi.stubGlobal('fetch', fakeFetch({ getConfig: () => ({ config: visitorsConfig }), getCart: () => ({ cart, config: visitorsConfig }) }));
    const api = await import('../api/client.ts');
    api.configureApi({ baseUrl: '', retryDelaysMs: [0] });
    const { startBoot: startFreshBoot } = await import('./boot.ts');
    const { releaseBrowserState } = await import('../lib/browser-state.ts');
    const fresh = { config: await import('../stores/config-store.ts'), cart: await import('../stores/cart-store.ts') };
    try {
      startFreshBoot({ config: publicConfig, cart: [], markup: true, visitor: false });
      await vi.waitFor(() => expect(vi.mocked(globalThis.fetch).mock.results).toHaveLength(2));
      await Promise.all(vi.mocked(globalThis.fetch).mock.results.map((result) => result.value as Promise<Response>));
      await new Promise((resume) => setTimeout(resume, 0));
      expect(fresh.config.configState.config.formkey).toBe('');
      expect(fresh.cart.cartState.items).toEqual([]);

      releaseBrowserState();

      expect(fresh.config.configState.config.formkey).toBe('visitors-formkey');
      expect(fresh.cart.cartState.items).toEqual(cart);
    } finally {
      vi.resetModules();
    }
  });
});
