import type { Config } from '#contracts/api/config.ts';
import type { StoreFixture } from '../file-schemas/fixtures.ts';
import { THIRD_PARTY_STAND_INS } from '#contracts/fake-backend/third-party.ts';
import { ordersOf } from './orders.ts';
import type { Visitor } from './types.ts';

/**
 * The conversion scripts the host wants run once after a successful order (config lastOrderSuccess.data):
 * here a stand-in that counts its runs per order in `window.opfConversions`, so tests can see it ran once.
 */
export function conversionScript(orderId: string): string {
  return `window.opfConversions = (window.opfConversions || []).concat(${JSON.stringify(orderId)});`;
}

/** The runtime configuration (spec 3) every response carries: the store's fixture plus the visitor. */
export function visitorConfig(visitor: Visitor, store: StoreFixture): Config {
  const lastOrder = visitor.lastPaidOrderId === null ? undefined : ordersOf(visitor).get(visitor.lastPaidOrderId)?.order;
  return {
    store_id: store.store_id,
    formkey: visitor.formkey,
    baseUrl: '/',
    loggedIn: visitor.account !== null,
    portalName: store.portalName,
    homepage: store.homepage,
    navbarImage: store.navbarImage,
    analytics: store.analytics,
    scripts: { ...THIRD_PARTY_STAND_INS },
    lastOrderId: lastOrder?.order_id ?? null,
    lastItemIds: lastOrder?.items.map((item) => item.id) ?? [],
    customerEmail: visitor.account?.email ?? '',
    cardProviderPublicKey: 'pk_test_fake',
    deliveryNote: store.deliveryNote,
    municipio: null,
    lastOrderProducts: lastOrder?.items.map((item) => item.product_id) ?? [],
    lastOrderPrice: lastOrder?.total ?? 0,
    lastOrderSuccess: lastOrder === undefined ? null : { data: conversionScript(lastOrder.order_id) },
  };
}
