import { fileURLToPath } from 'node:url';

/** The two sides of the pact, as the pact file (and a broker, one day) names them. */
export const CONSUMER = 'storefront-client';
export const PROVIDER = 'storefront-backend';

/**
 * The consumer tests write the pact here and the provider test reads it (gitignored).
 * PACT_DIR moves it, so two checkouts' runs on one machine cannot merge into each other's file.
 */
export const PACT_DIR = process.env.PACT_DIR ? `${process.env.PACT_DIR.replace(/\/$/, '')}/` : fileURLToPath(new URL('../pacts/', import.meta.url));
export const PACT_FILE = `${PACT_DIR}${CONSUMER}-${PROVIDER}.json`;

/** The product the 'exists' state guarantees, and an id no product has. */
export const KNOWN_PRODUCT_ID = '18464';
export const UNKNOWN_PRODUCT_ID = '99999';

/**
 * Provider states: what the consumer assumes the backend knows before a request. The provider
 * test sets each one up by seeding a named scenario (SCENARIOS) through the fake server's admin API.
 */
export const PROVIDER_STATES = {
  visitorOnStore16: 'a visitor on store 16',
  cartWithTwoItems: 'a visitor with two items in the cart',
  knownProduct: `product ${KNOWN_PRODUCT_ID} exists`,
  unknownProduct: `no product ${UNKNOWN_PRODUCT_ID}`,
  loggedInWithOrders: 'a logged-in visitor with orders',
  visitorOnSpanishStore: 'a visitor with an empty cart on store 14',
} as const;

/**
 * Provider states of the customer and payment calls (contracts/pact/provider/payment-states.ts sets
 * them up). Those with parameters take `storeId` and, for an order, the payment `method`; the
 * order states give the provider the new order's id as `orderId` (injected into the request).
 */
export const PAYMENT_STATES = {
  registeredCustomer: 'a customer is registered as cliente@example.com',
  loggedInCustomer: 'a logged-in customer',
  customerWithBillingRecord: 'a logged-in customer with a billing record',
  newBuyerWithCart: 'a new buyer with two items in the cart',
  customerWithCart: 'a logged-in customer with two items in the cart',
  customerPreferringBank: 'a logged-in customer who prefers bank transfer, with two items in the cart',
  orderAwaitingPayment: 'an order awaiting payment',
  approvedCardChallenge: 'a card order whose 3DS challenge was approved',
  paidOrder: 'a paid order',
} as const;
