import { Type, type Static, type TSchema } from 'typebox';
import { PushSubscriptionBody } from '#contracts/api/account.ts';
import { SessionId } from '#contracts/fake-backend/admin.ts';
import { CartItem } from '#contracts/api/cart.ts';
import { ClientUpdateData } from '#contracts/api/customer.ts';
import { Order, ProviderAnswerToken } from '#contracts/api/payment.ts';
import { STORE_IDS } from '#contracts/constants/stores.ts';

/*
 * The fake backend's state file (FAKE_STATE_FILE, docs/decisions/031-optional-persistence.md): versioned JSON
 * of everything a restart would lose, Maps as arrays, a browser's login by the account's e-mail. Read back
 * checked against this schema; another version is not read. Left out on purpose: pending faults (a test's setup,
 * not state), a request journal, and the uploaded bytes (they stay in their own folder beside the file).
 */

export const STATE_FILE_VERSION = 1;

const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
const Timestamp = Type.String({ format: 'date-time' });

export const SavedVisitor = Type.Object({
  id: SessionId,
  formkey: Type.String({ minLength: 1 }),
  storeId: Type.Enum(STORE_IDS),
  /** The e-mail of the account logged in on this browser. */
  account: Nullable(Type.String()),
  cart: Type.Array(CartItem),
  quoteId: Type.String({ minLength: 1 }),
  lastPaidOrderId: Nullable(Type.String()),
  deployedVersion: Nullable(Type.String()),
  /** What the visitor uploaded (their quota and the files that go when the visitor expires); absent in older files. */
  uploads: Type.Optional(Type.Object({ bytes: Type.Integer({ minimum: 0 }), paths: Type.Array(Type.String()) })),
});
export type SavedVisitor = Static<typeof SavedVisitor>;

const SavedOrder = Type.Object({
  order: Order,
  challenge: Type.Union([Type.Literal('none'), Type.Literal('pending'), Type.Literal('approved'), Type.Literal('failed')]),
  placedAt: Timestamp,
  paidAt: Nullable(Timestamp),
  /** The answer a provider page offered and has not received yet; absent in older files and when none is open. */
  providerAnswer: Type.Optional(Type.Object({ path: Type.String(), token: ProviderAnswerToken })),
});

export const SavedAccount = Type.Object({
  email: Type.String({ minLength: 1 }),
  passwordHash: Type.String({ pattern: '^scrypt\\$[0-9a-f]+\\$[0-9a-f]+$' }),
  /** The billing record as the backend keeps it, the bank account whole (it is the backend's). */
  client: Nullable(ClientUpdateData),
  /** Oldest first. */
  orders: Type.Array(SavedOrder),
});
export type SavedAccount = Static<typeof SavedAccount>;

const SavedPushSubscription = Type.Object({
  customer: Type.String(),
  visitor: Type.String(),
  received_at: Timestamp,
  subscription: PushSubscriptionBody,
});

const Counter = Type.Integer({ minimum: 0 });

export const StateFile = Type.Object({
  version: Type.Literal(STATE_FILE_VERSION),
  savedAt: Timestamp,
  /** The last id each sequence handed out. */
  sequences: Type.Object({ item: Counter, order: Counter, quote: Counter, reference: Counter }),
  /** Every account, the demo customers among them, with its orders. */
  customers: Type.Array(SavedAccount),
  /** Least recently seen first. */
  visitors: Type.Array(SavedVisitor),
  /** Oldest first. */
  pushSubscriptions: Type.Array(SavedPushSubscription),
});
export type StateFile = Static<typeof StateFile>;
