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
