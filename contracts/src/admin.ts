import { Type, type Static } from 'typebox';
import { MultibancoReference } from './payment.ts';
import { STORE_IDS } from './stores.ts';

/**
 * Named scenarios shared by unit tests, Pact provider states and e2e specs.
 * The fake server's admin API seeds a visitor with one of them.
 */
export const SCENARIOS = {
  emptyCart: 'empty-cart',
  cartWithTwoItems: 'cart-with-two-items',
  cartWithPropertySearch: 'cart-with-property-search',
  loggedInWithOrders: 'logged-in-with-orders',
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
  store_id: Type.Optional(Type.Enum(STORE_IDS)),
});
export type AdminSeed = Static<typeof AdminSeed>;

/** Make the next `times` calls to `path` fail with `status`, or answer late by `delayMs`. */
export const AdminFault = Type.Object({
  ...VisitorField,
  path: Type.String({ pattern: '^/', description: 'endpoint path, e.g. /desktopapp/rest/cart' }),
  times: Type.Integer({ minimum: 1, maximum: 100 }),
  status: Type.Optional(Type.Integer({ minimum: 400, maximum: 599 })),
  delayMs: Type.Optional(Type.Integer({ minimum: 0, maximum: 60000 })),
});
export type AdminFault = Static<typeof AdminFault>;

/** Marks a Multibanco reference paid, as the bank's notification would: its order shows as paid. */
export const AdminMultibancoPaid = Type.Object({
  ...VisitorField,
  reference: MultibancoReference.properties.reference,
});
export type AdminMultibancoPaid = Static<typeof AdminMultibancoPaid>;

export const AdminOk = Type.Object({ ok: Type.Literal(true), visitor: Type.String() });
export type AdminOk = Static<typeof AdminOk>;

export const adminEndpoints = {
  reset: { method: 'POST', path: `${ADMIN_PREFIX}/reset`, body: AdminReset, responses: { 200: AdminOk } },
  seed: { method: 'POST', path: `${ADMIN_PREFIX}/seed`, body: AdminSeed, responses: { 200: AdminOk } },
  faults: { method: 'POST', path: `${ADMIN_PREFIX}/faults`, body: AdminFault, responses: { 200: AdminOk } },
  multibancoPaid: { method: 'POST', path: `${ADMIN_PREFIX}/multibanco-paid`, body: AdminMultibancoPaid, responses: { 200: AdminOk } },
} as const;
