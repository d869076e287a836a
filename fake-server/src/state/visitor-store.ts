import { SESSION_ID_PATTERN as SESSION_ID } from '#contracts/admin.ts';
import { randomUUID } from 'node:crypto';
import type { Visitor } from './types.ts';
import { newVisitor, resetVisitor } from './visitor.ts';

/** Beyond this many visitors the least recently seen is dropped, so a long-running server stays small. */
export const MAX_VISITORS = 10_000;

/** The same pattern as the admin API's `visitor` field (contracts/src/admin.ts). */
export const SESSION_ID_PATTERN = new RegExp(SESSION_ID);

export function newSessionId(): string {
  return randomUUID().replaceAll('-', '');
}

/**
 * Every visitor by session id, in memory; a Map keeps insertion order, so the first key is the least
 * recently seen. Each new or reset visitor gets a new quote id from `nextQuoteId` (the server's sequence).
 */
export class VisitorStore {
  readonly #visitors = new Map<string, Visitor>();

  constructor(
    private readonly nextQuoteId: () => string,
    private readonly capacity = MAX_VISITORS,
  ) {}

  get size(): number {
    return this.#visitors.size;
  }

  has(id: string): boolean {
    return this.#visitors.has(id);
  }

  /** The visitor with this session id, created when missing (a new browser, or a server restart). */
  obtain(id: string): Visitor {
    const visitor = this.#visitors.get(id) ?? newVisitor(id, this.nextQuoteId());
    this.#visitors.delete(id);
    this.#visitors.set(id, visitor);
    if (this.#visitors.size > this.capacity) {
      const [leastRecent] = this.#visitors.keys();
      if (leastRecent !== undefined) this.#visitors.delete(leastRecent);
    }
    return visitor;
  }

  /** Back to a first visit, in place, with a new quote. */
  reset(visitor: Visitor): void {
    resetVisitor(visitor, this.nextQuoteId());
  }

  clear(): void {
    this.#visitors.clear();
  }

  /** Every visitor, least recently seen first (the state file keeps them in this order). */
  values(): IterableIterator<Visitor> {
    return this.#visitors.values();
  }

  /** Replaces every visitor with these, least recently seen first, as they are (a restarted server's saved ones). */
  restore(visitors: Iterable<Visitor>): void {
    this.#visitors.clear();
    for (const visitor of visitors) this.#visitors.set(visitor.id, visitor);
  }
}
