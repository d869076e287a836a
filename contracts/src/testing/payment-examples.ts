import type { CartItem } from '../api/cart.ts';
import type { Config } from '../api/config.ts';
import type { BillingCountry, ClientRecord, ClientUpdateData, Region } from '../api/customer.ts';
import { DEMO_CUSTOMER } from '../fake-backend/demo-data.ts';
import type { MultibancoReference, Order } from '../api/payment.ts';
import { cartItemExample, configExample, deedCopyInCartExample } from './examples.ts';

/** Customer, checkout and payment examples: the demo customer and the order a checkout places. */

export const ORDER_ID_EXAMPLE = '1420000001';

/** The configuration of the demo customer, logged in. */
export function customerConfigExample(overrides: Partial<Config> = {}): Config {
  return configExample({ loggedIn: true, customerEmail: DEMO_CUSTOMER.email, ...overrides });
}

/** The configuration after the order was paid: it names that order (lastOrderId, lastOrderSuccess…). */
export function paidConfigExample(): Config {
  return customerConfigExample({
    lastOrderId: ORDER_ID_EXAMPLE,
    lastItemIds: ['500001', '500002'],
    lastOrderProducts: [cartItemExample().product_id, deedCopyInCartExample().product_id],
    lastOrderPrice: 140.52,
    lastOrderSuccess: { data: `window.opfConversions = (window.opfConversions || []).concat("${ORDER_ID_EXAMPLE}");` },
  });
}

function orderItem(item: CartItem, paid: boolean): CartItem {
  return {
    ...item,
    order_id: ORDER_ID_EXAMPLE,
    real_order_id: ORDER_ID_EXAMPLE,
    status: paid ? 'complete' : 'pending_payment',
    panel_status_id: paid ? 10 : null,
    pendingTramitation: paid,
  };
}

/** The cart of two items, paid by card. */
export function paidOrderExample(): Order {
  return {
    order_id: ORDER_ID_EXAMPLE,
    state: 'paid',
    payment_method: 'cc',
    total: 140.52,
    items: [orderItem(cartItemExample(), true), orderItem(deedCopyInCartExample(), true)],
    multibanco: null,
    bank: null,
  };
}

/** A Multibanco reference as the intents answer it (as JSON in `message`). */
export function multibancoReferenceExample(): MultibancoReference {
  return {
    entity: '21312',
    reference: '310000001',
    amount: 140.52,
    expiry: '2026-11-25T12:00:00.000Z',
    voucher_url: '/monei/voucher/310000001',
  };
}

/** The demo customer's billing record, preferring bank transfer. */
/** A few of the Spanish provinces GET client answers as regions (fixtures/es/provinces.json, Fuente: INE). */
export function spanishRegionsExample(): Region[] {
  return [
    { region_id: 'ES-08', name: 'Barcelona' },
    { region_id: 'ES-28', name: 'Madrid' },
    { region_id: 'ES-41', name: 'Sevilla' },
  ];
}

/** A billing record as the backend answers it: a preferred payment by bank, the account by its last four digits only. */
export function billingRecordExample(overrides: Partial<ClientRecord> = {}): ClientRecord & { country: BillingCountry } {
  return {
    name: 'Cliente Ejemplo S.L.',
    taxId: 'B12345674',
    address: 'Calle Mayor 1',
    city: 'Madrid',
    postalCode: '28013',
    province: 'Madrid',
    region_id: 'ES-28',
    email: DEMO_CUSTOMER.email,
    phone: '600123123',
    country: 'ES',
    payment: { preferred_payment: 'bank', bank_account_ending: '1332' },
    ...overrides,
  };
}

/**
 * The account Spanish banks use as their worked example: CCC 2100 0418 45 0200051332, IBAN ES91 2100 0418 4502 0005 1332
 * (spanish-bank-account.ts).
 */
export const BANK_ACCOUNT_EXAMPLE = { entidad: '2100', oficina: '0418', dc: '45', cuenta: '0200051332' } as const;

/** The same billing record as clientupdate takes it: the bank account in its four parts (spec 3). */
export function billingUpdateExample(overrides: Partial<ClientUpdateData> = {}): ClientUpdateData {
  const { payment: _answered, ...fields } = billingRecordExample();
  return { ...fields, payment: { preferred_payment: 'bank', bank: { ...BANK_ACCOUNT_EXAMPLE } }, ...overrides };
}
