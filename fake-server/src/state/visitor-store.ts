import { SESSION_ID_PATTERN as SESSION_ID } from '#contracts/admin.ts';
import { randomUUID } from 'node:crypto';
import { newVisitor, type Visitor } from './visitor.ts';

/** Beyond this many visitors the least recently seen is dropped, so a long-running server stays small. */
export const MAX_VISITORS = 10_000;

/** The same pattern as the admin API's `visitor` field (contracts/src/admin.ts). */
export const SESSION_ID_PATTERN = new RegExp(SESSION_ID);

export function newSessionId(): string {
  return randomUUID().replaceAll('-', '');
}

/** Every visitor by session id, in memory; a Map keeps insertion order, so the first key is the least recently seen. */
export class VisitorStore {
  readonly #visitors = new Map<string, Visitor>();

  constructor(private readonly capacity = MAX_VISITORS) {}

  get size(): number {
    return this.#visitors.size;
  }

  has(id: string): boolean {
    return this.#visitors.has(id);
  }

  /** The visitor with this session id, created when missing (a new browser, or a server restart). */
  obtain(id: string): Visitor {
    const visitor = this.#visitors.get(id) ?? newVisitor(id);
    this.#visitors.delete(id);
    this.#visitors.set(id, visitor);
    if (this.#visitors.size > this.capacity) {
      const [leastRecent] = this.#visitors.keys();
      if (leastRecent !== undefined) this.#visitors.delete(leastRecent);
    }
    return visitor;
  }

  clear(): void {
    this.#visitors.clear();
  }
}
