import { DEMO_CUSTOMER } from '../fake-backend/demo-data.ts';
import { PRODUCT_IDS } from '../constants/product-ids.ts';

/**
 * The words the two sides of the pact share: the client's consumer tests (client/src/api/*.pact.test.ts)
 * name a provider state, and the fake server's verification (fake-server/test/pact/) sets it up.
 */

/** The two sides of the pact, as the pact file (and a broker, one day) names them. */
export const CONSUMER = 'storefront-client';
export const PROVIDER = 'storefront-backend';

/** The pact file, in the folder the vitest config gives both sides as PACT_DIR. */
export const pactFileIn = (dir: string): string => `${dir.replace(/\/$/, '')}/${CONSUMER}-${PROVIDER}.json`;

/** The product the 'exists' state guarantees, and an id no product has. */
export const KNOWN_PRODUCT_ID = PRODUCT_IDS.energyCertificate;
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
  /** The scenario cart-with-property-search: the property search 18357 (item 1003) and a Nota Simple. */
  propertySearchInCart: 'a visitor with a property search and a Nota Simple in the cart',
  /** The provider adds certidaoFormExample() and gives the new item's id as `itemId` (injected into the request). */
  certificateInCart: 'a visitor on store 16 with a permanent certificate in the cart',
} as const;

/**
 * Provider states of the account area (fake-server/test/pact/account-states.ts sets them up): the demo
 * customer logged in with the scenario `customer-with-orders-in-every-status` (account-examples.ts names
 * its orders), optionally with the clock moved on.
 */
export const ACCOUNT_STATES = {
  customerWithOrdersInEveryStatus: 'the demo customer is logged in with an order in every status',
  visitorWithoutLogin: 'a visitor who is not logged in',
  /** The scenario customer-with-a-delivered-property-search: a delivered search of all properties that found three. */
  customerWithADeliveredPropertySearch: 'the demo customer is logged in with a delivered search of all properties',
} as const;

/**
 * Provider states of the customer and payment calls (fake-server/test/pact/payment-states.ts sets
 * them up). Those with parameters take `storeId` and, for an order, the payment `method`; the
 * order states give the provider the new order's id as `orderId` (injected into the request).
 */
/** The address whose logins the state `tooManyFailedLogins` has failed up to the backend's limit. */
export const THROTTLED_LOGIN_EMAIL = 'demasiados-intentos@example.com';

export const PAYMENT_STATES = {
  registeredCustomer: `a customer is registered as ${DEMO_CUSTOMER.email}`,
  tooManyFailedLogins: `logins for ${THROTTLED_LOGIN_EMAIL} have failed as often as the backend allows`,
  loggedInCustomer: 'a logged-in customer',
  customerWithBillingRecord: 'a logged-in customer with a billing record',
  newBuyerWithCart: 'a new buyer with two items in the cart',
  customerWithCart: 'a logged-in customer with two items in the cart',
  customerPreferringBank: 'a logged-in customer who prefers bank transfer, with two items in the cart',
  orderAwaitingPayment: 'an order awaiting payment',
  approvedCardChallenge: 'a card order whose 3DS challenge was approved',
  paidOrder: 'a paid order',
} as const;
