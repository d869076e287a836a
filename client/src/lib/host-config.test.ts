import { describe, expect, test } from 'vitest';
import { readHostConfig } from './host-config.ts';

describe('host page configuration', () => {
  test('[config] keeps known keys with the right type', () => {
    expect(readHostConfig({ store_id: 16, portalName: 'Host', loggedIn: true })).toEqual({
      store_id: 16,
      portalName: 'Host',
      loggedIn: true,
    });
  });

  test('[config] drops unknown keys and values of the wrong type', () => {
    expect(readHostConfig({ store_id: '16', nope: 1, lastItemIds: 'a', municipio: { url: 'madrid', path: '/m' } })).toEqual({
      municipio: { url: 'madrid', path: '/m' },
    });
  });

  test('[config] anything that is not an object gives no overrides', () => {
    expect(readHostConfig(undefined)).toEqual({});
    expect(readHostConfig('store=16')).toEqual({});
  });
});

describe('host page configuration: nested values', () => {
  test('[config] nested objects are kept only when every field fits', () => {
    const host = readHostConfig({
      analytics: { account: 'UA-1', gtm: ['GTM-1', 2], optimize: '' },
      municipio: { url: 'madrid' },
      lastOrderSuccess: { data: 42 },
      lastOrderId: 12,
      lastOrderPrice: Number.NaN,
    });
    expect(host).toEqual({});
  });

  test('[config] nested objects that fit are kept, and null where the contract allows it', () => {
    const analytics = { account: 'UA-1', gtm: ['GTM-1'], optimize: 'OPT-1' };
    expect(
      readHostConfig({ analytics, municipio: null, lastOrderSuccess: { data: '<script></script>' }, lastOrderId: null, store_id: 16.5 }),
    ).toEqual({ analytics, municipio: null, lastOrderSuccess: { data: '<script></script>' }, lastOrderId: null });
  });

  test('[config] a key inherited from the prototype is not a configuration key', () => {
    expect(readHostConfig(JSON.parse('{"toString": "x", "constructor": {}}'))).toEqual({});
  });
});
