import { describe, expect, test } from 'vitest';
import { DEFAULT_STORE_ID } from '#contracts/constants/stores.ts';
import { THIRD_PARTY_STAND_INS } from '#contracts/fake-backend/third-party.ts';
import { build, openBrowser } from '../../helpers/build.ts';
import { testStore } from '../../helpers/test-fixtures.ts';
import { routeOf } from '../../helpers/call.ts';

describe(routeOf('getConfig'), () => {
  test('[config] a new visitor gets the default store 14 from the store fixture', async () => {
    const browser = await openBrowser(await build());

    const { config } = await browser.answer('getConfig');

    const store = testStore(DEFAULT_STORE_ID);
    expect(config).toMatchObject({
      store_id: 14,
      portalName: store.portalName,
      homepage: store.homepage,
      navbarImage: store.navbarImage,
      deliveryNote: store.deliveryNote,
      analytics: store.analytics,
      scripts: THIRD_PARTY_STAND_INS,
    });
  });

  test('[config] ?store=16 answers the Portuguese portal from the fixtures', async () => {
    const browser = await openBrowser(await build());

    const { config } = await browser.answer('getConfig', { query: { store: '16' } });

    expect(config.store_id).toBe(16);
    expect(config.portalName).toBe(testStore(16).portalName);
  });

  test('[config] carries the visitor and fake-backend constants: logged out, base URL /, test card key, no last order', async () => {
    const browser = await openBrowser(await build());

    const { config } = await browser.answer('getConfig');

    expect(config).toMatchObject({
      baseUrl: '/',
      loggedIn: false,
      customerEmail: '',
      cardProviderPublicKey: 'pk_test_fake',
      municipio: null,
      lastOrderId: null,
      lastItemIds: [],
      lastOrderProducts: [],
      lastOrderPrice: 0,
      lastOrderSuccess: null,
    });
  });

  test('[config] each visitor has their own formkey, stable across their calls', async () => {
    const app = await build();
    const [first, second] = [await openBrowser(app), await openBrowser(app)];

    const formkey = async (browser: typeof first) => (await browser.answer('getConfig')).config.formkey;

    expect(await formkey(first)).toBe(await formkey(first));
    expect(await formkey(first)).not.toBe(await formkey(second));
    expect(await formkey(first)).not.toBe('');
  });
});
