import type { CartItem, CartResponse } from '../api/cart.ts';
import type { Config } from '../api/config.ts';
import type { Product } from '../api/product.ts';
import { PRODUCT_IDS } from '../constants/product-ids.ts';
import { THIRD_PARTY_STAND_INS } from '../fake-backend/third-party.ts';

/**
 * Valid contract data for tests: the client's fakes, the Pact consumer tests (which wrap it in
 * matchers) and the fake server's tests. Typed by the contract, and checked against its schemas by
 * examples.test.ts, so an example cannot drift from what the backend may answer. Each function
 * returns a fresh object: a test may change its copy.
 */

/** A visitor on the Spanish registry portal 14, not logged in, before any order. */
export function configExample(overrides: Partial<Config> = {}): Config {
  return {
    store_id: 14,
    formkey: 'Xq3mS1xK8pT2vB7n',
    baseUrl: '/',
    loggedIn: false,
    portalName: 'Registro de la Propiedad Online',
    homepage: 'https://www.registro-propiedad-online.example',
    navbarImage: '/images/logo-14.svg',
    analytics: { account: 'UA-FAKE-14', gtm: ['GTM-FAKE14'], optimize: '' },
    scripts: { ...THIRD_PARTY_STAND_INS },
    lastOrderId: null,
    lastItemIds: [],
    customerEmail: '',
    cardProviderPublicKey: 'pk_test_fake',
    deliveryNote: 'Recibir hoy antes de 4 horas laborables',
    municipio: null,
    lastOrderProducts: [],
    lastOrderPrice: 0,
    lastOrderSuccess: null,
    ...overrides,
  };
}

/** The same visitor on the Portuguese portal 16. */
export function portugueseConfigExample(): Config {
  return configExample({
    store_id: 16,
    portalName: 'Certidão Predial Online',
    homepage: 'https://www.certidao-predial-online.example',
    navbarImage: '/images/logo-16.svg',
    analytics: { account: 'UA-FAKE-16', gtm: ['GTM-FAKE16'], optimize: '' },
    deliveryNote: 'Receber hoje em menos de 4 horas úteis',
  });
}

/** A Nota Simple waiting in the quote. */
export function cartItemExample(overrides: Partial<CartItem> = {}): CartItem {
  return {
    id: '1001',
    order_id: null,
    product_id: PRODUCT_IDS.simpleNote,
    qty: 1,
    options: [{ option_id: 'direccion', option_value: '', value: 'Calle Mayor 12', print_value: 'Calle Mayor 12', label: 'Dirección' }],
    created_at: '2026-03-02T09:15:00Z',
    status: 'pending',
    referencia: 'NS-2026-000123',
    product_name: 'Nota Simple',
    panel_status_id: null,
    pendingTramitation: false,
    parent_id: null,
    real_order_id: null,
    extra: { current_price: 20.76 },
    ...overrides,
  };
}

/** A deed copy in the quote, answered "it is about a property". */
export function deedCopyInCartExample(): CartItem {
  return cartItemExample({
    id: '1002',
    product_id: PRODUCT_IDS.deedCopy,
    product_name: 'Copia de escritura',
    referencia: 'CE-2026-000124',
    options: [
      {
        option_id: '1648',
        option_value: '40009',
        value: '40009',
        print_value: 'Sí, es de una propiedad',
        label: '¿La escritura es de una propiedad?',
      },
    ],
    extra: { current_price: 119.76 },
  });
}

/** The cart of the scenario "two items in the cart": the Nota Simple and the deed copy. */
export function cartExample(): CartResponse {
  return { cart: [cartItemExample(), deedCopyInCartExample()], config: configExample() };
}

/** An order the customer has not paid yet: the backend has not given it a panel status. */
export function orderAwaitingPaymentExample(overrides: Partial<CartItem> = {}): CartItem {
  return cartItemExample({
    id: '2001',
    order_id: '1400004101',
    real_order_id: '1400004101',
    status: 'pending_payment',
    referencia: 'NS-2026-000131',
    ...overrides,
  });
}

/** A paid order the back office is working on: it has a panel status. */
export function orderInProgressExample(): CartItem {
  return orderAwaitingPaymentExample({
    id: '2003',
    order_id: '1400004022',
    real_order_id: '1400004022',
    status: 'complete',
    panel_status_id: 60,
    referencia: 'NS-2026-000098',
  });
}

/** Certificado energético, cut down to two of its options. */
export function productExample(overrides: Partial<Product> = {}): Product {
  return {
    product_id: PRODUCT_IDS.energyCertificate,
    name: 'Certificado energético',
    price: 59.9,
    stores: [1, 9, 12, 14, 21],
    visible_on_services: [1, 9, 12, 14, 21],
    description: 'Un técnico certificador visita el inmueble y emite el certificado de eficiencia energética.',
    short_description: 'Certificado de eficiencia energética para vender o alquilar.',
    meta_title: 'Certificado energético online',
    meta_description: 'Certificado de eficiencia energética para vender o alquilar.',
    options: [
      {
        option_id: '20091',
        product_id: PRODUCT_IDS.energyCertificate,
        type: 'field',
        is_require: '1',
        title: 'Dirección del inmueble',
        price: 0,
        opt_values: [],
        placeholder: 'Calle, número, piso',
        index: 1,
      },
      {
        option_id: '20093',
        product_id: PRODUCT_IDS.energyCertificate,
        type: 'drop_down',
        is_require: '1',
        title: 'Tipo de inmueble',
        price: 0,
        opt_values: [
          { id: '40065', name: 'Piso', price: 0 },
          { id: '40066', name: 'Casa o chalet', price: 20 },
        ],
        index: 3,
      },
    ],
    related_product: [],
    related_conditions: [],
    visible: true,
    group: 'Vivienda',
    ...overrides,
  };
}
