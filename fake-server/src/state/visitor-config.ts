import type { Config } from '../../../contracts/src/config.ts';
import type { StoreFixture } from '../../../contracts/src/fixtures.ts';
import type { Visitor } from './visitor.ts';

/** The runtime configuration (spec 3) every response carries: the store's fixture plus the visitor. */
export function visitorConfig(visitor: Visitor, store: StoreFixture): Config {
  return {
    store_id: store.store_id,
    formkey: visitor.formkey,
    baseUrl: '/',
    loggedIn: visitor.loggedIn,
    portalName: store.portalName,
    homepage: store.homepage,
    navbarImage: store.navbarImage,
    analytics: store.analytics,
    lastOrderId: null,
    lastItemIds: [],
    customerEmail: visitor.customerEmail,
    cardProviderPublicKey: 'pk_test_fake',
    deliveryNote: store.deliveryNote,
    municipio: null,
    lastOrderProducts: [],
    lastOrderPrice: 0,
    lastOrderSuccess: null,
  };
}
