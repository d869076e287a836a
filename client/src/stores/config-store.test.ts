import { beforeEach, describe, expect, test } from 'vitest';
import { configState, resetConfigState, setHostConfig, setStoreFromAddress } from './config-store.ts';

beforeEach(() => resetConfigState());

describe('[config] the store before the server answers', () => {
  test('[config] ?store=28 in the address gives store 28 from the first paint', () => {
    setStoreFromAddress('?store=28&utm_source=x');
    expect(configState.config.store_id).toBe(28);
  });

  test('[config] an unknown or malformed store id in the address is ignored', () => {
    for (const search of ['?store=99', '?store=abc', '?store=', '?store=16.5', '']) {
      setStoreFromAddress(search);
      expect(configState.config.store_id, search).toBe(14);
    }
  });

  test("[config] the host page's store wins over the address", () => {
    setStoreFromAddress('?store=28');
    setHostConfig({ store_id: 17 }, true);
    expect(configState.config.store_id).toBe(17);
  });
});
