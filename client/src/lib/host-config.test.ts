// @vitest-environment happy-dom
import { describe, expect, test, vi } from 'vitest';
import { mountElement, readEmbedOptions, readHostConfig } from './host-config.ts';

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

describe('where the app runs in the host page', () => {
  test('[embed] takes the host’s mount selector and basename', () => {
    expect(readEmbedOptions({ store_id: 9, mount: '#storefront', basename: '/demo-host' })).toEqual({
      mount: '#storefront',
      basename: '/demo-host',
    });
    expect(readEmbedOptions({ basename: '/tramites/registro' })).toEqual({ mount: null, basename: '/tramites/registro' });
  });

  test('[embed] without the keys the app runs in #root at the site’s root', () => {
    expect(readEmbedOptions(undefined)).toEqual({ mount: null, basename: '' });
    expect(readEmbedOptions({ store_id: 9 })).toEqual({ mount: null, basename: '' });
  });

  test.each([
    [{ mount: 42 }, { mount: null, basename: '' }],
    [{ mount: '  ' }, { mount: null, basename: '' }],
    [{ basename: 'demo-host' }, { mount: null, basename: '' }],
    [{ basename: '/demo-host/' }, { mount: null, basename: '' }],
    [{ basename: '//evil.example' }, { mount: null, basename: '' }],
    [{ basename: '/a/../b' }, { mount: null, basename: '' }],
    [{ basename: '/a?b=1' }, { mount: null, basename: '' }],
    [{ basename: ['/x'] }, { mount: null, basename: '' }],
  ])('[embed] a bad mount or basename %j is ignored and logged', (source, expected) => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(readEmbedOptions(source)).toEqual(expected);
    expect(logged).toHaveBeenCalledOnce();
  });
});

describe('the element the app mounts into', () => {
  test('[embed] the host’s element when the selector finds it, else #root; a bad selector is logged, never thrown', () => {
    document.body.innerHTML = '<div id="root"></div><div id="storefront"></div>';
    expect(mountElement(document, '#storefront')?.id).toBe('storefront');
    expect(mountElement(document, null)?.id).toBe('root');
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(mountElement(document, '#missing')?.id).toBe('root');
    expect(mountElement(document, '#[bad')?.id).toBe('root');
    expect(logged).toHaveBeenCalledTimes(2);
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
