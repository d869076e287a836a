import { MatchersV3 } from '@pact-foundation/pact';
import type { CartItem } from '#contracts/cart.ts';
import type { Config } from '#contracts/config.ts';
import type { Product } from '#contracts/product.ts';

/**
 * Example bodies for the pact, typed by the contracts, and the matchers that turn them into
 * shapes: the pact says which fields exist and what type they have, not what the fixtures hold.
 * Every test checks its finished body against the contract's response schema (contractExample).
 */
const { arrayContaining, like, regex } = MatchersV3;

const DIGITS = '^[0-9]+$';

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

/** A Nota Simple waiting in the quote. */
export function cartItemExample(overrides: Partial<CartItem> = {}): CartItem {
  return {
    id: '1001',
    order_id: null,
    product_id: '15867',
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

export function deedCopyInCartExample(): CartItem {
  return cartItemExample({
    id: '1002',
    product_id: '18458',
    product_name: 'Copia de escritura',
    referencia: 'CE-2026-000124',
    options: [{ option_id: '1648', option_value: '40009', value: '40009', print_value: 'Sí, es de una propiedad', label: '¿La escritura es de una propiedad?' }],
    extra: { current_price: 119.76 },
  });
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
export function productExample(): Product {
  return {
    product_id: '18464',
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
        product_id: '18464',
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
        product_id: '18464',
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
  };
}

/** The configuration every response carries, matched by type. */
export function configShape(config: Config = configExample()) {
  return like(config);
}

/** A quote item or order item: ids are digit strings, every other field matched by type. */
export function itemShape(item: CartItem) {
  return like({ ...item, id: regex(DIGITS, item.id), product_id: regex(DIGITS, item.product_id) });
}

/**
 * An order item: an item whose order id (and real order id) is a digit string, unless the caller
 * pins it, as the order detail does with the id it asked for.
 */
export function orderShape(order: CartItem, orderId: unknown = regex(DIGITS, order.order_id ?? '')) {
  return like({
    ...order,
    id: regex(DIGITS, order.id),
    product_id: regex(DIGITS, order.product_id),
    order_id: orderId,
    real_order_id: regex(DIGITS, order.real_order_id ?? ''),
  });
}

/**
 * A list holding orders of both kinds the orders page shows: one without a panel status (null)
 * and one with a panel status (an integer). Pact has no "integer or null" matcher, so each kind
 * is a variant the list must contain; other orders in the list are not constrained.
 */
export function ordersOfBothKindsShape() {
  return arrayContaining(orderShape(orderAwaitingPaymentExample()), orderShape(orderInProgressExample()));
}
