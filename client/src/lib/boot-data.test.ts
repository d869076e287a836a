import { describe, expect, test } from 'vitest';
import { cartItemExample, configExample, productExample } from '#contracts/testing/examples.ts';
import { readBootData } from './boot-data.ts';

const config = configExample({ store_id: 16 });
const cart = [cartItemExample()];
const deed = productExample({ product_id: '18458' });
const birth = productExample({ product_id: '18444' });

describe('[boot] the boot data a page brings (decision 035)', () => {
  test('[boot] the configuration, the cart, the products and the chooser list are read as the server wrote them', () => {
    expect(readBootData({ config, cart, products: [deed, birth], services: ['18444'], markup: true })).toEqual({
      config,
      cart,
      products: [deed, birth],
      services: ['18444'],
      markup: true,
    });
  });

  test('[boot] a configuration missing a key, or of the wrong shape, or a cart that is not a list: none of it is used', () => {
    const { formkey: _missing, ...withoutFormkey } = config;
    for (const bad of [
      null,
      'config',
      { cart },
      { config: withoutFormkey, cart },
      { config: { ...config, store_id: '16' }, cart },
      { config, cart: { items: cart } },
      { config },
    ]) {
      expect(readBootData(bad), JSON.stringify(bad)).toBeNull();
    }
  });

  test('[boot] a product that is not a Product is left out, and a chooser list naming a product not there is dropped', () => {
    const boot = readBootData({ config, cart, products: [deed, { product_id: '1', name: 7 }], services: ['18458', '1'] });
    expect(boot?.products).toEqual([deed]);
    expect(boot?.services).toBeUndefined();
    expect(boot?.markup).toBe(false);
  });

  test('[boot] boot data marked as the portal’s public data (a static host’s page) keeps the mark', () => {
    expect(readBootData({ config, cart: [], markup: true, visitor: false })?.visitor).toBe(false);
    expect(readBootData({ config, cart, visitor: true })).not.toHaveProperty('visitor');
  });

  test('[boot] unknown configuration keys are dropped, as from a host page', () => {
    expect(readBootData({ config: { ...config, debug: true }, cart })?.config).toEqual(config);
  });
});
