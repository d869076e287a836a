import { readFileSync, renameSync } from 'node:fs';
import { relative, isAbsolute } from 'node:path';
import { type SavedAccount, type SavedVisitor, StateFile, STATE_FILE_VERSION } from '../file-schemas/state-file.ts';
import { compiledCheck } from '../compilers.ts';
import type { CustomerStore } from './customers.ts';
import type { PushSubscriptions } from './push-subscriptions.ts';
import type { Sequences } from './sequences.ts';
import type { Account, OrderRecord, Visitor } from './types.ts';
import type { VisitorStore } from './visitor-store.ts';

/*
 * The fake backend's state to and from its file (FAKE_STATE_FILE, docs/decisions/031-optional-persistence.md),
 * whose schema is fake-server/src/file-schemas/state-file.ts. The file crossed a boundary (a developer may edit it, a crash may
 * have cut it, another version may have written it), so it is read back checked against that schema.
 */

/** The stores the file saves and restores: the server's decorations of the same names. */
export interface PersistedStores {
  sequences: Sequences;
  customers: CustomerStore;
  visitors: VisitorStore;
  pushSubscriptions: PushSubscriptions;
  /** The uploads folder: a saved upload path outside it is not the server's file (and would be deleted on expiry). */
  uploads: { root: string };
}

// One function per record each way: a new field of Visitor or Account is one line in its schema (fake-server/src/file-schemas/state-file.ts)
// (the type checker then asks for it here when it cannot be saved as it is).

const visitorToJson = (visitor: Visitor): SavedVisitor => ({
  id: visitor.id,
  formkey: visitor.formkey,
  storeId: visitor.storeId,
  account: visitor.account?.email ?? null,
  cart: visitor.cart,
  quoteId: visitor.quoteId,
  lastPaidOrderId: visitor.lastPaidOrderId,
  deployedVersion: visitor.deployedVersion,
  uploads: visitor.uploads,
});

/** True when `path` lies inside `root`. */
const isInside = (root: string, path: string) => {
  const from = relative(root, path);
  return from !== '' && !from.startsWith('..') && !isAbsolute(from);
};

const visitorFromJson = (saved: SavedVisitor, customers: CustomerStore, uploadsRoot: string): Visitor => ({
  ...saved,
  account: saved.account === null ? null : (customers.get(saved.account) ?? null),
  faults: new Map(),
  journal: [],
  uploads: { bytes: saved.uploads?.bytes ?? 0, paths: (saved.uploads?.paths ?? []).filter((path) => isInside(uploadsRoot, path)) },
});

const accountToJson = (account: Account): SavedAccount => ({
  email: account.email,
  passwordHash: account.passwordHash,
  client: account.client,
  orders: [...account.orders.values()],
});

const accountFromJson = (saved: SavedAccount): Account => ({
  ...saved,
  orders: new Map(saved.orders.map((record: OrderRecord) => [record.order.order_id, record])),
});

/** `{"a":1,"<key>":[`: an object's JSON left open at the array under `key`, whose elements follow one by one. */
const openAt = (fields: object, key: string) => {
  const json = JSON.stringify(fields);
  return `${json.slice(0, -1)}${json === '{}' ? '' : ','}${JSON.stringify(key)}:[`;
};

/** The elements' JSON, comma-separated, one piece each. */
function* elements<T>(items: Iterable<T>, toJson: (item: T) => Iterable<string>): Generator<string> {
  let first = true;
  for (const item of items) {
    if (!first) yield ',';
    first = false;
    yield* toJson(item);
  }
}

/** An account, its orders one piece each (a customer's orders are not bounded in number). */
function* accountPieces(account: Account): Generator<string> {
  const { orders, ...fields } = accountToJson(account);
  yield openAt(fields, 'orders');
  yield* elements(orders, (order) => [JSON.stringify(order)]);
  yield ']}';
}

/**
 * The whole state as the file keeps it (StateFile), as its text in pieces of one record each: an account's fields,
 * an order, a visitor, so that a writer that turns the event loop between pieces never holds it for more than one
 * record (a visitor holds one cart, bounded by contracts/src/rules/cart-bounds.ts; issue 41: a JSON.stringify of 20
 * full carts held it for 335 ms). Each record is read when its piece is made: requests may change the state between
 * two pieces, and the change that marked the state changed writes the file again after. The sequences come last, so
 * that no id in the file is beyond them (a restarted server never issues an id twice).
 */
export function* stateFilePieces(stores: PersistedStores, savedAt: Date = new Date()): Generator<string> {
  yield `{"version":${JSON.stringify(STATE_FILE_VERSION)},"savedAt":${JSON.stringify(savedAt.toISOString())},"customers":[`;
  yield* elements(stores.customers.accounts(), accountPieces);
  yield '],"visitors":[';
  yield* elements(stores.visitors.values(), (visitor) => [JSON.stringify(visitorToJson(visitor))]);
  yield `],"pushSubscriptions":${JSON.stringify(stores.pushSubscriptions.list())}`;
  yield `,"sequences":${JSON.stringify(stores.sequences.lastValues())}}`;
}

/** Puts a checked file's state into the stores, replacing what they hold. */
export function restoreState(stores: PersistedStores, state: StateFile): void {
  stores.sequences.continueAfter(state.sequences);
  stores.customers.restore(state.customers.map(accountFromJson));
  stores.visitors.restore(state.visitors.map((saved) => visitorFromJson(saved, stores.customers, stores.uploads.root)));
  stores.pushSubscriptions.clear();
  for (const entry of state.pushSubscriptions) stores.pushSubscriptions.add(entry);
}

export type StateFileRead =
  | { kind: 'missing' }
  | { kind: 'read'; state: StateFile }
  /** Unreadable, not JSON, another version or not this schema: why, and where the file was moved aside. */
  | { kind: 'rejected'; reason: string; keptAs: string | null };

/** Why a parsed file is not a state this server reads, or null when it is. */
function problemOf(value: unknown): string | null {
  const version = typeof value === 'object' && value !== null && 'version' in value ? value.version : undefined;
  if (version !== STATE_FILE_VERSION) return `it is version ${JSON.stringify(version)}, this server reads version ${STATE_FILE_VERSION}`;
  const check = compiledCheck(StateFile);
  if (check.Check(value)) return null;
  const [first] = check.Errors(value);
  return `${first?.instancePath || '/'} ${first?.message ?? 'does not match the state file schema'}`;
}

/** `<file>.corrupt-<time>`, the time safe in a file name on every platform. */
export const corruptPathOf = (path: string, now: Date) => `${path}.corrupt-${now.toISOString().replaceAll(':', '-')}`;

/**
 * Reads the state file, checked. A missing file is a first start. Anything else that is not a state this
 * server reads is moved aside (`<file>.corrupt-<time>`), never overwritten, so the developer can look at it.
 */
export function readStateFile(path: string, now: Date = new Date()): StateFileRead {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    if (error instanceof Error && 'code' in error && error.code === 'ENOENT') return { kind: 'missing' };
    return { kind: 'rejected', reason: `it cannot be read (${error instanceof Error ? error.message : String(error)})`, keptAs: null };
  }
  let reason: string | null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
    reason = problemOf(parsed);
  } catch (error) {
    reason = `it is not JSON (${error instanceof Error ? error.message : String(error)})`;
  }
  if (reason === null) return { kind: 'read', state: parsed as StateFile };
  const keptAs = corruptPathOf(path, now);
  try {
    renameSync(path, keptAs);
    return { kind: 'rejected', reason, keptAs };
  } catch {
    return { kind: 'rejected', reason, keptAs: null };
  }
}
