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
