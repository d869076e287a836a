import { SESSION_ID_PATTERN as SESSION_ID } from '#contracts/fake-backend/admin.ts';
import { randomUUID } from 'node:crypto';
import type { Visitor } from './types.ts';
import { newVisitor, resetVisitor } from './visitor.ts';

/**
 * Beyond this many visitors one is dropped (anonymous ones first, empty ones before those; customers last), so a
 * long-running server stays small.
 */
export const MAX_VISITORS = 10_000;

/** A visitor not seen for this long is dropped (FAKE_VISITOR_IDLE_MINUTES in the CLI). */
export const DEFAULT_VISITOR_IDLE_MINUTES = 24 * 60;

/**
 * How long a session id replaced at login or logout still leads to its visitor: the requests the page sent before the
 * new cookie arrived (docs/decisions/028-a-hardened-fake-backend.md, "Rotation and requests in flight").
 */
export const ROTATED_ID_GRACE_MS = 60_000;

/** The replaced ids remembered per visitor (each login and logout adds one); older ones become unknown ids. */
export const ROTATED_IDS_PER_VISITOR = 8;

/** The same pattern as the admin API's `visitor` field (contracts/src/fake-backend/admin.ts). */
export const SESSION_ID_PATTERN = new RegExp(SESSION_ID);

export function newSessionId(): string {
  return randomUUID().replaceAll('-', '');
}

export interface VisitorStoreOptions {
  /** Default MAX_VISITORS. */
  capacity?: number | undefined;
  /** Default DEFAULT_VISITOR_IDLE_MINUTES. */
  idleMinutes?: number | undefined;
  /** Milliseconds since the epoch; tests pass their own clock. */
  now?: (() => number) | undefined;
}

/**
 * What a session id leads to:
 * - `current`: the visitor it belongs to;
 * - `rotated`: the visitor it was replaced for at login or logout, less than ROTATED_ID_GRACE_MS ago (reads only);
 * - `superseded`: replaced longer ago, while that visitor is still held: nothing, and its cookie must not be touched;
 * - `unknown`: never issued, expired or forgotten.
 */
export type SessionLookup =
  { kind: 'current'; visitor: Visitor } | { kind: 'rotated'; visitor: Visitor } | { kind: 'superseded' } | { kind: 'unknown' };

interface Entry {
  visitor: Visitor;
  seenAt: number;
}

interface Entry {
  visitor: Visitor;
  seenAt: number;
}

/**
 * The order visitors are dropped in over capacity, first tier first:
 * 0. disposable: anonymous, nothing in the cart, nothing uploaded (its loss costs nobody anything);
 * 1. anonymous, whatever the cart holds: a first visit with one cart item is made in two requests, so it is as cheap
 *    to make by the thousand as an empty one (issue 41, point 4: 10,000 of them evicted a logged-in buyer);
 * 2. a customer logged in: dropped only when every visitor is one.
 */
type Tier = 0 | 1 | 2;
const TIERS: readonly Tier[] = [0, 1, 2];

function tierOf(visitor: Visitor): Tier {
  if (visitor.account !== null) return 2;
  return visitor.cart.length === 0 && visitor.uploads.paths.length === 0 ? 0 : 1;
}

/**
 * Every visitor by session id, in memory, in three least-recently-seen orders, one per Tier. Each is a Map that every
 * access re-inserts at the end, so the first key is the least recently seen: dropping idle visitors reads from the
 * front and stops at the first one still active, and over capacity the least recently seen visitor of the first tier
 * that has one goes: an anonymous visitor always before a customer.
 *
 * Session ids are the server's (docs/decisions/028-a-hardened-fake-backend.md): `lookup` answers only what this
 * store issued, `draft` makes a visitor under a new id that the store holds only once `adopt`ed (so a request that
 * is refused, or needs no state, leaves nothing behind), `rotate` gives a visitor a new id on login and logout and
 * remembers the old one. Only `obtain`, for the admin API's trusted caller, creates a visitor under a chosen id.
 */
export class VisitorStore {
  readonly #tiers: readonly [Map<string, Entry>, Map<string, Entry>, Map<string, Entry>] = [new Map(), new Map(), new Map()];
  /** Replaced id → its visitor and when it was replaced; each visitor's own list of them, to forget them with it. */
  readonly #rotated = new Map<string, { visitor: Visitor; rotatedAt: number }>();
  readonly #rotatedOf = new WeakMap<Visitor, string[]>();
  readonly #capacity: number;
  readonly #idleMs: number;
  readonly #now: () => number;

  constructor(
    private readonly nextQuoteId: () => string,
    options: VisitorStoreOptions = {},
  ) {
    this.#capacity = options.capacity ?? MAX_VISITORS;
    this.#idleMs = (options.idleMinutes ?? DEFAULT_VISITOR_IDLE_MINUTES) * 60_000;
    this.#now = options.now ?? Date.now;
  }

  get size(): number {
    return this.#tiers[0].size + this.#tiers[1].size + this.#tiers[2].size;
  }

  has(id: string): boolean {
    return this.#entry(id) !== undefined;
  }

  /** Whether this very visitor is held under its current id (a draft is not, until adopted). */
  holds(visitor: Visitor): boolean {
    return this.#entry(visitor.id)?.visitor === visitor;
  }

  /** The visitor with this session id if the server issued it and it has not expired, marked as seen now. */
  find(id: string): Visitor | undefined {
    const found = this.lookup(id);
    return found.kind === 'current' ? found.visitor : undefined;
  }

  /** What this session id leads to (see SessionLookup); a visitor it reaches is marked as seen now. */
  lookup(id: string): SessionLookup {
    this.sweep();
    const entry = this.#entry(id);
    if (entry !== undefined) {
      this.#touch(entry.visitor);
      return { kind: 'current', visitor: entry.visitor };
    }
    const rotated = this.#rotated.get(id);
    if (rotated === undefined) return { kind: 'unknown' };
    if (!this.holds(rotated.visitor)) {
      this.#rotated.delete(id);
      return { kind: 'unknown' };
    }
    if (this.#now() - rotated.rotatedAt >= ROTATED_ID_GRACE_MS) return { kind: 'superseded' };
    this.#touch(rotated.visitor);
    return { kind: 'rotated', visitor: rotated.visitor };
  }

  /** A first visit under a new session id, not held until `adopt`ed (its quote id comes then too). */
  draft(): Visitor {
    return newVisitor(newSessionId(), '');
  }

  /** Holds a drafted visitor from now on, with a quote id of its own (a draft the request already held just gets one). */
  adopt(visitor: Visitor): void {
    if (visitor.quoteId === '') visitor.quoteId = this.nextQuoteId();
    if (!this.holds(visitor)) this.#hold(visitor);
  }

  /** A first visit under a new session id the server issues, held at once. */
  create(): Visitor {
    const visitor = this.draft();
    this.adopt(visitor);
    return visitor;
  }

  /**
   * The visitor with this session id, created under that very id when missing: only for the admin API,
   * whose caller is trusted to name a visitor (a Pact provider state, a test's own id).
   */
  obtain(id: string): Visitor {
    const existing = this.find(id);
    if (existing !== undefined) return existing;
    const visitor = newVisitor(id, this.nextQuoteId());
    this.#hold(visitor);
    return visitor;
  }

  /**
   * The same visitor (cart, store, formkey, uploads…) under a new session id. The old id leads to it as `rotated` for
   * ROTATED_ID_GRACE_MS, then as `superseded` while the visitor lives (its last ROTATED_IDS_PER_VISITOR ids).
   */
  rotate(visitor: Visitor): void {
    const old = visitor.id;
    this.#remove(old);
    visitor.id = newSessionId();
    this.#touch(visitor);
    this.#rotated.set(old, { visitor, rotatedAt: this.#now() });
    const ids = this.#rotatedOf.get(visitor) ?? [];
    ids.push(old);
    if (ids.length > ROTATED_IDS_PER_VISITOR) this.#rotated.delete(ids.shift() ?? '');
    this.#rotatedOf.set(visitor, ids);
  }

  /** Back to a first visit, in place, with a new quote; its uploads stay with the orders they were sent for. */
  reset(visitor: Visitor): void {
    resetVisitor(visitor, this.nextQuoteId());
    this.settle(visitor);
  }

  /** Files the visitor under what it holds now (a request may have filled or emptied its cart, logged it in or out). */
  settle(visitor: Visitor): void {
    const entry = this.#entry(visitor.id);
    if (entry?.visitor !== visitor) return;
    const to = this.#tiers[tierOf(visitor)];
    if (to.has(visitor.id)) return;
    this.#remove(visitor.id);
    to.set(visitor.id, entry);
  }

  /** Drops every visitor not seen for the idle time; cheap when none is due (it stops at the first active one). */
  sweep(): void {
    const oldest = this.#now() - this.#idleMs;
    for (const order of this.#tiers) {
      for (const { visitor, seenAt } of order.values()) {
        if (seenAt > oldest) break;
        this.#drop(visitor);
      }
    }
  }

  clear(): void {
    for (const order of this.#tiers) order.clear();
    this.#rotated.clear();
  }

  /** Every visitor, least recently seen first (the state file keeps them in this order). */
  *values(): IterableIterator<Visitor> {
    const entries = this.#tiers.flatMap((order) => [...order.values()]).sort((a, b) => a.seenAt - b.seenAt);
    for (const { visitor } of entries) yield visitor;
  }

  /**
   * Replaces every visitor with these, least recently seen first, as they are (a restarted server's saved ones):
   * they count as issued by this server and as seen now, so a restart gives each the whole idle time again.
   */
  restore(visitors: Iterable<Visitor>): void {
    this.clear();
    for (const visitor of visitors) this.#touch(visitor);
  }

  #entry(id: string): Entry | undefined {
    return this.#tiers[0].get(id) ?? this.#tiers[1].get(id) ?? this.#tiers[2].get(id);
  }

  #remove(id: string): void {
    for (const order of this.#tiers) if (order.delete(id)) return;
  }

  /** Marks the visitor as seen now: to the end of its order. */
  #touch(visitor: Visitor): void {
    this.#remove(visitor.id);
    this.#tiers[tierOf(visitor)].set(visitor.id, { visitor, seenAt: this.#now() });
  }

  /**
   * Holds a new visitor; over capacity another goes: the least recently seen of the first Tier that has one besides
   * the newcomer (whose cookie is on its way): a disposable visitor, else an anonymous one, a customer last.
   */
  #hold(visitor: Visitor): void {
    this.#touch(visitor);
    if (this.size <= this.#capacity) return;
    for (const tier of TIERS) {
      const [first, second] = this.#tiers[tier].values();
      const leastRecent = first?.visitor === visitor ? second : first;
      if (leastRecent === undefined) continue;
      this.#drop(leastRecent.visitor);
      return;
    }
  }

  #drop(visitor: Visitor): void {
    this.#remove(visitor.id);
    for (const id of this.#rotatedOf.get(visitor) ?? []) this.#rotated.delete(id);
  }
}
