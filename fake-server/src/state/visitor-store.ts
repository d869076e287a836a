import { SESSION_ID_PATTERN as SESSION_ID } from '#contracts/admin.ts';
import { randomUUID } from 'node:crypto';
import type { Visitor } from './types.ts';
import { newVisitor, resetVisitor } from './visitor.ts';

/** Beyond this many visitors the least recently seen is dropped, so a long-running server stays small. */
export const MAX_VISITORS = 10_000;

/** A visitor not seen for this long is dropped with its uploads (FAKE_VISITOR_IDLE_MINUTES in the CLI). */
export const DEFAULT_VISITOR_IDLE_MINUTES = 24 * 60;

/** The same pattern as the admin API's `visitor` field (contracts/src/admin.ts). */
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
  /** Called for every visitor the store drops (idle, over capacity, reset of everything): its uploads go with it. */
  onDrop?: ((visitor: Visitor) => void) | undefined;
}

/**
 * Every visitor by session id, in memory. A Map keeps insertion order and every access moves the visitor
 * to the end, so the first key is the least recently seen: dropping idle visitors reads from the front
 * and stops at the first one still active.
 *
 * Session ids are the server's (docs/decisions/028-a-hardened-fake-backend.md): `find` answers only a
 * visitor this store holds, `create` issues a new id, `rotate` gives a visitor a new id on login and
 * logout. Only `obtain`, for the admin API's trusted caller, creates a visitor under a chosen id.
 */
export class VisitorStore {
  readonly #visitors = new Map<string, { visitor: Visitor; seenAt: number }>();
  readonly #capacity: number;
  readonly #idleMs: number;
  readonly #now: () => number;
  readonly #onDrop: (visitor: Visitor) => void;

  constructor(
    private readonly nextQuoteId: () => string,
    options: VisitorStoreOptions = {},
  ) {
    this.#capacity = options.capacity ?? MAX_VISITORS;
    this.#idleMs = (options.idleMinutes ?? DEFAULT_VISITOR_IDLE_MINUTES) * 60_000;
    this.#now = options.now ?? Date.now;
    this.#onDrop = options.onDrop ?? (() => undefined);
  }

  get size(): number {
    return this.#visitors.size;
  }

  has(id: string): boolean {
    return this.#visitors.has(id);
  }

  /** The visitor with this session id if the server issued it and it has not expired, marked as seen now. */
  find(id: string): Visitor | undefined {
    this.sweep();
    const entry = this.#visitors.get(id);
    if (entry === undefined) return undefined;
    this.#touch(id, entry.visitor);
    return entry.visitor;
  }

  /** A first visit under a new session id the server issues. */
  create(): Visitor {
    return this.obtain(newSessionId());
  }

  /**
   * The visitor with this session id, created under that very id when missing: only for the admin API,
   * whose caller is trusted to name a visitor (a Pact provider state, a test's own id).
   */
  obtain(id: string): Visitor {
    const existing = this.find(id);
    if (existing !== undefined) return existing;
    const visitor = newVisitor(id, this.nextQuoteId());
    this.#touch(id, visitor);
    if (this.#visitors.size > this.#capacity) {
      const [leastRecent] = this.#visitors.values();
      if (leastRecent !== undefined) this.#drop(leastRecent.visitor);
    }
    return visitor;
  }

  /** The same visitor (cart, store, formkey, uploads…) under a new session id; the old id stops working. */
  rotate(visitor: Visitor): void {
    this.#visitors.delete(visitor.id);
    visitor.id = newSessionId();
    this.#touch(visitor.id, visitor);
  }

  /** Back to a first visit, in place, with a new quote; its uploads are removed. */
  reset(visitor: Visitor): void {
    this.#onDrop(visitor);
    resetVisitor(visitor, this.nextQuoteId());
  }

  /** Drops every visitor not seen for the idle time; cheap when none is due (it stops at the first active one). */
  sweep(): void {
    const oldest = this.#now() - this.#idleMs;
    for (const { visitor, seenAt } of this.#visitors.values()) {
      if (seenAt > oldest) return;
      this.#drop(visitor);
    }
  }

  clear(): void {
    for (const { visitor } of this.#visitors.values()) this.#onDrop(visitor);
    this.#visitors.clear();
  }

  /** Every visitor, least recently seen first (the state file keeps them in this order). */
  *values(): IterableIterator<Visitor> {
    for (const { visitor } of this.#visitors.values()) yield visitor;
  }

  /**
   * Replaces every visitor with these, least recently seen first, as they are (a restarted server's saved ones):
   * they count as issued by this server and as seen now, so a restart gives each the whole idle time again.
   */
  restore(visitors: Iterable<Visitor>): void {
    this.#visitors.clear();
    for (const visitor of visitors) this.#touch(visitor.id, visitor);
  }

  #touch(id: string, visitor: Visitor): void {
    this.#visitors.delete(id);
    this.#visitors.set(id, { visitor, seenAt: this.#now() });
  }

  #drop(visitor: Visitor): void {
    this.#visitors.delete(visitor.id);
    this.#onDrop(visitor);
  }
}
