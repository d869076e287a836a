import { MAX_PUSH_SUBSCRIPTIONS_PER_OWNER } from '#contracts/api/account.ts';
import type { StoredPushSubscription } from './types.ts';

/** Beyond this many the oldest is dropped, so a long-running server stays small. */
export const MAX_PUSH_SUBSCRIPTIONS = 1000;

/** Whose subscription it is: the customer's, or the visitor's when nobody was logged in. */
const ownerOf = (entry: StoredPushSubscription) => (entry.customer === '' ? `visitor ${entry.visitor}` : `customer ${entry.customer}`);

/** Every push subscription the server received (pushSubscribe), oldest first; one per endpoint. */
export class PushSubscriptions {
  readonly #byEndpoint = new Map<string, StoredPushSubscription>();

  /**
   * Keeps the subscription; the same endpoint sent again replaces the earlier one (the browser renewed it). Its owner
   * keeps the newest MAX_PUSH_SUBSCRIPTIONS_PER_OWNER (contracts/src/api/account.ts), everyone the newest MAX_PUSH_SUBSCRIPTIONS.
   */
  add(entry: StoredPushSubscription): void {
    this.#byEndpoint.delete(entry.subscription.endpoint);
    this.#byEndpoint.set(entry.subscription.endpoint, entry);
    const owner = ownerOf(entry);
    const owners = [...this.#byEndpoint.values()].filter((kept) => ownerOf(kept) === owner);
    for (const oldest of owners.slice(0, -MAX_PUSH_SUBSCRIPTIONS_PER_OWNER)) this.#byEndpoint.delete(oldest.subscription.endpoint);
    if (this.#byEndpoint.size > MAX_PUSH_SUBSCRIPTIONS) {
      const [oldest] = this.#byEndpoint.keys();
      if (oldest !== undefined) this.#byEndpoint.delete(oldest);
    }
  }

  list(): StoredPushSubscription[] {
    return [...this.#byEndpoint.values()];
  }

  clear(): void {
    this.#byEndpoint.clear();
  }
}
