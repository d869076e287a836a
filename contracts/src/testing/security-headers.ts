/**
 * What the storefront server's pages and the fake backend's answers both carry (the options of
 * contracts/src/constants/csp.ts given to helmet), written out as a browser reads them, for the tests of either.
 */

/** The directives of a Content-Security-Policy header, by name. */
export function policyOf(header: unknown): Map<string, string[]> {
  const directives = String(header)
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .filter((words) => words[0] !== '');
  return new Map(directives.map(([name = '', ...sources]) => [name, sources]));
}

/** The nonce among a directive's sources. */
export const nonceIn = (sources: string[] | undefined): string | undefined =>
  sources?.find((source) => source.startsWith("'nonce-"))?.slice(7, -1);

/** A nonce source of the policy: 16 random bytes in hex. */
export const NONCE_SOURCE = /^'nonce-[0-9a-f]{32}'$/;

/** The directives whose sources never change, whatever the response or the deploy's extra sources. */
export const FIXED_DIRECTIVES: Readonly<Record<string, readonly string[]>> = {
  'default-src': ["'self'"],
  'style-src-attr': ["'unsafe-inline'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'self'"],
  'img-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
};

/** What the policy must never allow: evaluated strings, inline scripts without a nonce, silent upgrades. */
export const FORBIDDEN_IN_POLICY = /unsafe-eval|'unsafe-inline'.*script|upgrade-insecure/;

/** helmet's other headers, as both servers send them. */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'SAMEORIGIN',
  'referrer-policy': 'strict-origin-when-cross-origin',
};
