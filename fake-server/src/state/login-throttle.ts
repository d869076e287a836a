/**
 * Failed logins are limited per account and per browser (issue 22, point 6): a password guesser gets
 * LOGIN_LIMITS.perAccount tries at one address and LOGIN_LIMITS.perVisitor at any addresses from one browser per
 * window, then a 429 until the window ends. The window is fixed: it opens with the first failure it counts.
 * A browser the customer logged in on before (its device cookie, state/device-cookies.ts) has a window of its own
 * instead of the address's, of LOGIN_LIMITS.perDevice (issue 41): strangers' failures never lock the customer out.
 */
export const LOGIN_LIMITS = {
  windowMs: 15 * 60 * 1000,
  perAccount: 5,
  perVisitor: 20,
  /** Failures at the address the device cookie was issued for, from that browser. */
  perDevice: 5,
  /** Keys kept per kind at most (the oldest window goes first): the counters cannot grow without bound. */
  capacity: 10_000,
} as const;

/**
 * Why a login is not even tried: which limit (the address's, this device cookie's at that address, or the browser's)
 * and when to try again.
 */
export interface LoginRefusal {
  limit: 'account' | 'device' | 'visitor';
  retryAfterSeconds: number;
}

interface Window {
  /** Failures counted, attempts still being checked included. */
  failures: number;
  openedAt: number;
}

/** Failures per key in fixed windows, in a Map kept in the order the windows opened (so expiry reads from the front). */
class FailureWindows {
  readonly #windows = new Map<string, Window>();

  constructor(readonly limit: number) {}

  #current(key: string, now: number): Window | undefined {
    this.#dropExpired(now);
    return this.#windows.get(key);
  }

  #dropExpired(now: number): void {
    for (const [key, window] of this.#windows) {
      if (now - window.openedAt < LOGIN_LIMITS.windowMs) return;
      this.#windows.delete(key);
    }
  }

  /** Milliseconds until this key may try again, 0 when it may now. */
  waitMs(key: string, now: number): number {
    const window = this.#current(key, now);
    return window !== undefined && window.failures >= this.limit ? window.openedAt + LOGIN_LIMITS.windowMs - now : 0;
  }

  count(key: string, now: number): void {
    const window = this.#current(key, now);
    if (window !== undefined) {
      window.failures += 1;
      return;
    }
    this.#windows.set(key, { failures: 1, openedAt: now });
    if (this.#windows.size > LOGIN_LIMITS.capacity) this.#windows.delete(this.#windows.keys().next().value ?? key);
  }

  uncount(key: string, now: number): void {
    const window = this.#current(key, now);
    if (window !== undefined) window.failures = Math.max(0, window.failures - 1);
  }

  forget(key: string): void {
    this.#windows.delete(key);
  }

  clear(): void {
    this.#windows.clear();
  }
}

/**
 * The limits of LOGIN_LIMITS on one server's logins. An attempt counts as a failure from the moment it is let
 * through (the password is checked off the event loop, so parallel attempts must not all pass before any failure is
 * known): a success then resets the account's count and takes the attempt back from the browser's. Addresses are
 * counted whether or not an account has them, so a 429 tells nothing about which exist. `now` is the server's
 * clock, which tests move instead of waiting.
 */
export class LoginThrottle {
  readonly #accounts = new FailureWindows(LOGIN_LIMITS.perAccount);
  readonly #visitors = new FailureWindows(LOGIN_LIMITS.perVisitor);
  readonly #devices = new FailureWindows(LOGIN_LIMITS.perDevice);

  constructor(readonly now: () => number = Date.now) {}

  /**
   * Lets one login attempt through (counted as a failure until it succeeds), or says why not. `device` is the device
   * cookie's nonce when the browser brings one issued for this address: then the device's window counts instead of
   * the address's.
   */
  attempt(email: string, visitorId: string, device?: string): LoginRefusal | undefined {
    const now = this.now();
    const [limit, windows, key] = this.#ownWindow(email, device);
    const ownWait = windows.waitMs(key, now);
    const visitorWait = this.#visitors.waitMs(visitorId, now);
    if (ownWait > 0) return { limit, retryAfterSeconds: Math.ceil(ownWait / 1000) };
    if (visitorWait > 0) return { limit: 'visitor', retryAfterSeconds: Math.ceil(visitorWait / 1000) };
    windows.count(key, now);
    this.#visitors.count(visitorId, now);
    return undefined;
  }

  /**
   * The attempt let through logged in: the account (or the device) starts afresh, and the browser's count loses that
   * attempt.
   */
  succeeded(email: string, visitorId: string, device?: string): void {
    const [, windows, key] = this.#ownWindow(email, device);
    windows.forget(key);
    this.#visitors.uncount(visitorId, this.now());
  }

  /** A fresh server's limits (admin reset of everything). */
  clear(): void {
    this.#accounts.clear();
    this.#visitors.clear();
    this.#devices.clear();
  }

  #ownWindow(email: string, device: string | undefined): ['account' | 'device', FailureWindows, string] {
    return device === undefined ? ['account', this.#accounts, email.trim().toLowerCase()] : ['device', this.#devices, device];
  }
}
