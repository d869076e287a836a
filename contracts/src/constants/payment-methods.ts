import { type StoreFamily, storeFamily } from './stores.ts';

/**
 * The payment methods and which store offers which (spec 4, 9): plain values the client's screens and the
 * fake server share. The request and answer schemas that use them are in payment.ts.
 */

/** Paid on the provider's own page after the order is placed: PayPal, Bizum (through Redsys) and MONEI. */
export const PROVIDER_PAGE_METHODS = ['paypal', 'bizum', 'monei'] as const;
export type ProviderPageMethod = (typeof PROVIDER_PAGE_METHODS)[number];

/**
 * Paid away from the store once the order is placed: on the provider's page, or with a Multibanco
 * reference (the store's own or through MONEI). Also what an order waiting for payment is paid with again.
 */
export const PROVIDER_METHODS = [...PROVIDER_PAGE_METHODS, 'multibanco', 'moneimultibanco'] as const;

/**
 * What a buyer picks on customer/payment (spec 4, 9): the card, a provider, or a bank transfer.
 * 'stripe' is the card provider, not a choice.
 */
export const PAYMENT_METHODS = ['cc', ...PROVIDER_METHODS, 'bank'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

const SPANISH_METHODS: readonly PaymentMethod[] = ['cc', 'bizum', 'paypal', 'bank'];

/**
 * The methods each store family offers, in the order they are shown: Bizum only on Spanish stores,
 * Multibanco (own reference or through MONEI) only on Portuguese ones, bank transfer where the backend
 * has an account for the country (Spain and the English-language portals).
 */
const METHODS_BY_FAMILY: Record<StoreFamily, readonly PaymentMethod[]> = {
  'spain-registry': SPANISH_METHODS,
  other: SPANISH_METHODS,
  portugal: ['cc', 'multibanco', 'moneimultibanco', 'paypal'],
  english: ['cc', 'monei', 'paypal', 'bank'],
};

export const storePaymentMethods = (storeId: number): PaymentMethod[] => [...METHODS_BY_FAMILY[storeFamily(storeId)]];

/**
 * spec 3 "Customer: payment.preferred_payment": what a customer's billing record says they prefer (none allowed).
 * Here, beside the methods, so the client can list them without the schema module (docs/decisions/026).
 */
export const PREFERRED_PAYMENTS = ['cc', 'bank', 'paypal', 'multibanco', 'bizum', 'monei', 'none'] as const;
export type PreferredPayment = (typeof PREFERRED_PAYMENTS)[number];
