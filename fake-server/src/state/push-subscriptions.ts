import type { StoredPushSubscription } from './types.ts';

/** Beyond this many the oldest is dropped, so a long-running server stays small. */
export const MAX_PUSH_SUBSCRIPTIONS = 1000;

/** Every push subscription the server received (pushSubscribe), oldest first; one per endpoint. */
export class PushSubscriptions {
  readonly #byEndpoint = new Map<string, StoredPushSubscription>();

  /** Keeps the subscription; the same endpoint sent again replaces the earlier one (the browser renewed it). */
  add(entry: StoredPushSubscription): void {
    this.#byEndpoint.delete(entry.subscription.endpoint);
    this.#byEndpoint.set(entry.subscription.endpoint, entry);
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
