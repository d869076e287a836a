/**
 * How fast one client (one remote address) may make new visitors: a first visit, a request without a usable session
 * cookie to a route that keeps state (issue 41, point 4: 10,000 first visits with a cart item each, 20,002 requests
 * in 4.7 s, pushed a logged-in buyer out of a full store). Browsers keep their cookie, so a buyer makes one visitor
 * and a page's first parallel calls a few more; a script that drops its cookie makes one per request.
 */
export const DEFAULT_NEW_VISITORS_PER_MINUTE = 1200;

/** Addresses remembered at most (the least recently refilled goes first): the buckets cannot grow without bound. */
const MAX_ADDRESSES = 10_000;

interface Bucket {
  /** New visitors this address may still make now. */
  tokens: number;
  refilledAt: number;
}

/**
 * A token bucket per address: it holds one minute's allowance (`perMinute`), which is also the largest burst, and
 * refills at `perMinute` a minute. Taking a token reserves a new visitor before the request runs (parallel requests
 * cannot all pass on the same last token); `giveBack` returns it when the request made none after all (refused,
 * not found). `now` is the server's clock, which tests move instead of waiting.
 */
export class NewVisitorThrottle {
  readonly #buckets = new Map<string, Bucket>();

  constructor(
    readonly perMinute: number = DEFAULT_NEW_VISITORS_PER_MINUTE,
    readonly now: () => number = Date.now,
  ) {}

  /** Takes one new visitor for this address: 0 when it may make one now, else the milliseconds until it may. */
  take(address: string): number {
    const bucket = this.#refilled(address);
    if (bucket.tokens < 1) return Math.ceil(((1 - bucket.tokens) * 60_000) / this.perMinute);
    bucket.tokens -= 1;
    return 0;
  }

  /** A token taken for a request that made no visitor after all. */
  giveBack(address: string): void {
    const bucket = this.#buckets.get(address);
    if (bucket !== undefined) bucket.tokens = Math.min(this.perMinute, bucket.tokens + 1);
  }

  clear(): void {
    this.#buckets.clear();
  }

  #refilled(address: string): Bucket {
    const now = this.now();
    const bucket = this.#buckets.get(address) ?? { tokens: this.perMinute, refilledAt: now };
    bucket.tokens = Math.min(this.perMinute, bucket.tokens + ((now - bucket.refilledAt) * this.perMinute) / 60_000);
    bucket.refilledAt = now;
    // Re-inserted at the end, so the first key is the least recently used.
    this.#buckets.delete(address);
    this.#buckets.set(address, bucket);
    if (this.#buckets.size > MAX_ADDRESSES) this.#buckets.delete(this.#buckets.keys().next().value ?? address);
    return bucket;
  }
}
