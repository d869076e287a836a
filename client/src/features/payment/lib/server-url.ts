import { safeHttpUrl } from '../../../lib/safe-url.ts';
import { reportCallFailure } from '../../../stores/notice-store.ts';

/** A URL from a server answer the app would not follow; the buyer has already been shown the generic error. */
export class RefusedUrlError extends Error {
  constructor(readonly what: string) {
    super(`Refused to follow the ${what} URL`);
    this.name = 'RefusedUrlError';
  }
}

/**
 * Issue 11 "Security headers and links": a URL the app navigates to or submits a form to because a server answer said
 * so (the 3DS challenge, the MONEI page, the PayPal or Redsys form, the Multibanco voucher) must be http(s). Anything
 * else (javascript:, data:, blob:, ...) is not followed: it is logged, naming what was refused, and the buyer sees the
 * generic error (spec 8), with the cart and the answers kept. Returns the absolute URL, or null when refused.
 */
export function checkedServerUrl(url: string, what: string, base?: string): string | null {
  const safe = safeHttpUrl(url, base);
  if (safe !== null) return safe;
  console.error(`Refused to follow the ${what} URL from the server: ${JSON.stringify(url)}`);
  reportCallFailure();
  return null;
}

/** Takes the buyer to a server's URL, or throws RefusedUrlError (logged and shown) when it is not http(s). */
export function goToServerUrl(url: string, what: string, go: (url: string) => void = (target) => window.location.assign(target)): void {
  const safe = checkedServerUrl(url, what);
  if (safe === null) throw new RefusedUrlError(what);
  go(safe);
}
