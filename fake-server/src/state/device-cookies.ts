import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** The cookie a browser gets when a customer logs in on it, so that strangers' failed logins never lock it out. */
export const DEVICE_COOKIE = 'opf_device';

/** How long a browser stays known to the accounts it logged in to: a year, as a returning buyer expects. */
export const DEVICE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

const keyOf = (email: string) => email.trim().toLowerCase();

/**
 * OWASP's device cookies ("Slow Down Online Guessing Attacks with Device Cookies"): a successful login gives the
 * browser `<nonce>.<HMAC of nonce and address>`, signed with a secret only this server knows, so it can be neither
 * guessed nor forged, and it names no address. A login attempt that brings the cookie made for its address is the
 * customer's own browser: its failures are limited on their own (per nonce, LoginThrottle), and the failures of
 * clients without it (a guesser) never lock it out. The secret is made per process: after a restart every browser is
 * unknown again until its next login, which costs it nothing but the protection until then.
 */
export class DeviceCookies {
  readonly #secret = randomBytes(32);

  /** A new cookie value for a browser on which the customer with this address just logged in. */
  issue(email: string): string {
    const nonce = randomBytes(16).toString('base64url');
    return `${nonce}.${this.#mac(nonce, email)}`;
  }

  /** The device (its nonce) when the cookie is one this server issued for this address, else undefined. */
  deviceOf(cookie: string | undefined, email: string): string | undefined {
    const [nonce, mac, ...rest] = (cookie ?? '').split('.');
    if (nonce === undefined || nonce === '' || mac === undefined || rest.length > 0) return undefined;
    const expected = Buffer.from(this.#mac(nonce, email));
    const received = Buffer.from(mac);
    return expected.length === received.length && timingSafeEqual(expected, received) ? nonce : undefined;
  }

  #mac(nonce: string, email: string): string {
    return createHmac('sha256', this.#secret)
      .update(`${nonce}\n${keyOf(email)}`)
      .digest('base64url');
  }
}
