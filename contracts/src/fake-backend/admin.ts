import { Type, type Static } from 'typebox';
import { Email } from '../api/customer.ts';
import { NumericId, StoreId, dateTime } from '../api/primitives.ts';
import { PushSubscriptionBody } from '../api/account.ts';
import { LANGUAGES } from '../constants/stores.ts';
import { MultibancoReference, ORDER_STATES } from '../api/payment.ts';
import { PAYMENT_METHODS } from '../constants/payment-methods.ts';

/**
 * Named scenarios shared by unit tests, Pact provider states and e2e specs.
 * The fake server's admin API seeds a visitor with one of them.
 */
export const SCENARIOS = {
  emptyCart: 'empty-cart',
  cartWithTwoItems: 'cart-with-two-items',
  cartWithPropertySearch: 'cart-with-property-search',
  loggedInWithOrders: 'logged-in-with-orders',
  /** The demo customer, logged in, with an order in every status of spec 4 (see fixtures/README.md). */
  customerWithOrdersInEveryStatus: 'customer-with-orders-in-every-status',
  /** PORTUGUESE_CUSTOMER on store 16, logged in, with orders whose ids start with 16. */
  portugueseCustomerWithOrders: 'portuguese-customer-with-orders',
  /** SECOND_CUSTOMER, logged in, with one order of their own. */
  secondCustomerWithAnOrder: 'second-customer-with-an-order',
  /** The demo customer with a delivered search of all properties that found three (the located-property service). */
  customerWithADeliveredPropertySearch: 'customer-with-a-delivered-property-search',
} as const;
export type ScenarioName = (typeof SCENARIOS)[keyof typeof SCENARIOS];

/** The id loadquote knows a seeded visitor's quote by (each visitor has its own quote, so one id serves all). */
export const SEEDED_QUOTE_ID = '700000';

/** The fake server's session cookie (docs/decisions/002-per-visitor-state.md). */
export const SESSION_COOKIE = 'opf_sid';

/** Admin API of the fake server: on only in fake mode, all under one prefix. */
export const ADMIN_PREFIX = '/__admin';

/** A session id as the fake server issues it in SESSION_COOKIE. */
export const SESSION_ID_PATTERN = '^[A-Za-z0-9_-]{1,64}$';
export const SessionId = Type.String({ pattern: SESSION_ID_PATTERN, description: 'session id' });

/** Which visitor an admin call acts on: the caller's own session unless `visitor` names one. */
const VisitorField = { visitor: Type.Optional(SessionId) };

export const AdminReset = Type.Object({ ...VisitorField, all: Type.Optional(Type.Boolean()) });
export type AdminReset = Static<typeof AdminReset>;

export const AdminSeed = Type.Object({
  ...VisitorField,
  scenario: Type.Enum(Object.values(SCENARIOS)),
  store_id: Type.Optional(StoreId),
  /**
   * The customer the scenario's login and orders go to instead of its own (registered with the demo
   * password when new): parallel tests each seed their own customer, since orders belong to the customer.
   */
  customer: Type.Optional(Email),
});
export type AdminSeed = Static<typeof AdminSeed>;

/** The most faults one visitor can have waiting, each for a different path (a new one for a pending path replaces it). */
export const MAX_PENDING_FAULTS = 20;
/** The longest fault path: every endpoint path is far shorter. */
export const MAX_FAULT_PATH_LENGTH = 200;

/**
 * Make the next `times` calls to `path` fail with `status`, or answer late by `delayMs`. With `answerDropped` the call
 * is handled first and what it changed is kept (an item added stays in the cart), then its answer is lost on the way
 * back: the caller gets `status` (504, a gateway's timeout, when not given), as spec 8's retried calls meet it.
 */
export const AdminFault = Type.Object({
  ...VisitorField,
  path: Type.String({ pattern: '^/', maxLength: MAX_FAULT_PATH_LENGTH, description: 'endpoint path, e.g. /desktopapp/rest/cart' }),
  times: Type.Integer({ minimum: 1, maximum: 100 }),
  status: Type.Optional(Type.Integer({ minimum: 400, maximum: 599 })),
  delayMs: Type.Optional(Type.Integer({ minimum: 0, maximum: 60000 })),
  answerDropped: Type.Optional(Type.Boolean({ description: 'handle the call, keep its change, then lose its answer' })),
});
export type AdminFault = Static<typeof AdminFault>;

/** Marks a Multibanco reference paid, as the bank's notification would: its order shows as paid. */
export const AdminMultibancoPaid = Type.Object({
  ...VisitorField,
  reference: MultibancoReference.properties.reference,
});
export type AdminMultibancoPaid = Static<typeof AdminMultibancoPaid>;

/**
 * The simulated clock of the order lifecycle (docs/decisions/012-orders-belong-to-the-customer.md):
 * `advance_days` pass for one customer's orders. Their dates (created_at, extra.delivered_at…) move that far
 * into the past and the orders follow their lifecycle, so the real now stays now for the client (the 60-day
 * rule, a document's validity) and parallel tests never move each other's orders. The call acts on
 * `customer`, else on the customer logged in on the target visitor.
 */
export const AdminClock = Type.Object({
  ...VisitorField,
  customer: Type.Optional(Email),
  advance_days: Type.Integer({ minimum: 0, maximum: 3650 }),
});
export type AdminClock = Static<typeof AdminClock>;

/**
 * How the clock moves a customer's orders: an order waiting for payment is paid after `paid` days
 * ('Pendiente de tramitar', panel 10); the back office starts `inTramitation` days after payment ('En
 * tramitación'); the document is delivered `ready` days after payment ('Listo', panel 110, extra.url).
 */
export const ORDER_LIFECYCLE_DAYS = { paid: 1, inTramitation: 1, ready: 3 } as const;

export const AdminClockResponse = Type.Object({
  ok: Type.Literal(true),
  visitor: Type.String(),
  customer: Type.String(),
  now: dateTime("Now, by the server's clock (which this call never moves)"),
});
export type AdminClockResponse = Static<typeof AdminClockResponse>;

/** An incidence on demand (panel 60): on one item of the order, or on all its items. */
export const AdminIncidenceParams = Type.Object({ order_id: NumericId });
export const AdminIncidence = Type.Object({
  ...VisitorField,
  customer: Type.Optional(Email),
  item_id: Type.Optional(NumericId),
});
export type AdminIncidence = Static<typeof AdminIncidence>;

/** GET push-subscriptions: every subscription received, newest last, with whom it came from. */
export const AdminPushSubscriptions = Type.Object({
  subscriptions: Type.Array(
    Type.Object({
      /** The customer's e-mail, or '' for a visitor who is not logged in. */
      customer: Type.String(),
      visitor: Type.String(),
      received_at: dateTime('When it was received'),
      subscription: PushSubscriptionBody,
    }),
  ),
});
export type AdminPushSubscriptions = Static<typeof AdminPushSubscriptions>;

/**
 * The version the version file answers this visitor from now on, as if a new client were deployed; null goes back
 * to the built one. Per visitor, so parallel e2e tests never reload each other's pages.
 */
export const AdminVersion = Type.Object({
  ...VisitorField,
  version: Type.Union([Type.String({ minLength: 1, maxLength: 40 }), Type.Null()]),
});
export type AdminVersion = Static<typeof AdminVersion>;

/** The dev panel's "Store": the visitor's store from now on; its language follows the store's family (stores.ts). */
export const AdminStore = Type.Object({ ...VisitorField, store_id: StoreId });
export type AdminStore = Static<typeof AdminStore>;

/**
 * The dev panel's "Log in as": a demo customer logged in without a password (a developer's shortcut), or null to log
 * out. On the caller's own visitor the session id rotates as on any login (decision 028).
 */
export const AdminLogin = Type.Object({ ...VisitorField, customer: Type.Union([Email, Type.Null()]) });
export type AdminLogin = Static<typeof AdminLogin>;

/** How many calls the request journal keeps per visitor, newest first. */
export const JOURNAL_SIZE = 200;

export const JournalEntry = Type.Object({
  at: dateTime('When the call was answered'),
  method: Type.String(),
  /** Path and query, cut to JOURNAL_URL_LENGTH characters. */
  url: Type.String(),
  status: Type.Integer(),
  ms: Type.Number(),
});
export type JournalEntry = Static<typeof JournalEntry>;
export const JOURNAL_URL_LENGTH = 300;

export const AdminJournal = Type.Object({ visitor: Type.String(), calls: Type.Array(JournalEntry) });
export type AdminJournal = Static<typeof AdminJournal>;

/** Whether the state file (FAKE_STATE_FILE) is being saved: the dev panel warns when it is not. */
export const AdminStateFile = Type.Object({
  path: Type.String(),
  /**
   * The last save's failure (UTC ISO 8601, and the reason) while no save has worked since: the changes since the last
   * good save would be lost by a restart. Null when the last save worked or none was due yet.
   */
  last_save_failure: Type.Union([Type.Object({ at: dateTime('When the save failed'), reason: Type.String() }), Type.Null()]),
});
export type AdminStateFile = Static<typeof AdminStateFile>;

/** What the dev panel shows of the caller's visitor, and of the server's state file. */
export const AdminState = Type.Object({
  visitor: Type.String(),
  store_id: StoreId,
  language: Type.Enum(LANGUAGES),
  customer: Type.Union([Type.String(), Type.Null()]),
  quote_id: Type.String(),
  cart: Type.Array(Type.Object({ id: Type.String(), product_name: Type.String(), price: Type.Number() })),
  cart_total: Type.Number(),
  faults: Type.Array(
    Type.Object({
      path: Type.String(),
      remaining: Type.Integer(),
      status: Type.Union([Type.Integer(), Type.Null()]),
      delayMs: Type.Integer(),
      answerDropped: Type.Boolean(),
    }),
  ),
  orders: Type.Array(
    Type.Object({
      order_id: Type.String(),
      state: Type.Enum(ORDER_STATES),
      payment_method: Type.Enum(PAYMENT_METHODS),
      total: Type.Number(),
      /** The Multibanco reference still waiting for the bank, or null. */
      pending_reference: Type.Union([Type.String(), Type.Null()]),
    }),
  ),
  /** The logged-in customer's simulated now (UTC ISO 8601), or null without a customer. */
  now: Type.Union([dateTime("The customer's simulated now"), Type.Null()]),
  /** The server's state file, or null when the state is kept in memory only. */
  state_file: Type.Union([AdminStateFile, Type.Null()]),
});
export type AdminState = Static<typeof AdminState>;

export const AdminOk = Type.Object({ ok: Type.Literal(true), visitor: Type.String() });
export type AdminOk = Static<typeof AdminOk>;

export const adminEndpoints = {
  reset: { method: 'POST', path: `${ADMIN_PREFIX}/reset`, body: AdminReset, responses: { 200: AdminOk } },
  seed: { method: 'POST', path: `${ADMIN_PREFIX}/seed`, body: AdminSeed, responses: { 200: AdminOk } },
  faults: { method: 'POST', path: `${ADMIN_PREFIX}/faults`, body: AdminFault, responses: { 200: AdminOk } },
  multibancoPaid: { method: 'POST', path: `${ADMIN_PREFIX}/multibanco-paid`, body: AdminMultibancoPaid, responses: { 200: AdminOk } },
  clock: { method: 'POST', path: `${ADMIN_PREFIX}/clock`, body: AdminClock, responses: { 200: AdminClockResponse } },
  incidence: {
    method: 'POST',
    path: `${ADMIN_PREFIX}/orders/:order_id/incidence`,
    params: AdminIncidenceParams,
    body: AdminIncidence,
    responses: { 200: AdminOk },
  },
  pushSubscriptions: { method: 'GET', path: `${ADMIN_PREFIX}/push-subscriptions`, responses: { 200: AdminPushSubscriptions } },
  version: { method: 'POST', path: `${ADMIN_PREFIX}/version`, body: AdminVersion, responses: { 200: AdminOk } },
  state: { method: 'GET', path: `${ADMIN_PREFIX}/state`, responses: { 200: AdminState } },
  journal: { method: 'GET', path: `${ADMIN_PREFIX}/journal`, responses: { 200: AdminJournal } },
  store: { method: 'POST', path: `${ADMIN_PREFIX}/store`, body: AdminStore, responses: { 200: AdminOk } },
  login: { method: 'POST', path: `${ADMIN_PREFIX}/login`, body: AdminLogin, responses: { 200: AdminOk } },
} as const;

/** The name of an admin call, as adminEndpoints keys it. */
export type AdminEndpointName = keyof typeof adminEndpoints;
