/**
 * The Content-Security-Policy directives a deploy may widen with its own sources (docs/decisions/017):
 * the real card and wallet providers, the tag manager, a CDN. Each is set by an environment variable
 * of the same name in capitals, e.g. CSP_SCRIPT_SRC="https://js.stripe.com https://www.googletagmanager.com".
 */
export const EXTENDABLE_DIRECTIVES = ['script-src', 'style-src', 'img-src', 'font-src', 'connect-src', 'frame-src', 'form-action'] as const;
export type ExtendableDirective = (typeof EXTENDABLE_DIRECTIVES)[number];
export type CspExtras = Partial<Record<ExtendableDirective, readonly string[]>>;

/**
 * The policy for every response. Scripts: the app's own files and, for inline scripts, the response's
 * nonce (helmet adds it to script-src and style-src); no 'unsafe-inline', no 'unsafe-eval'. Styles: the app's
 * CSS files, nonce'd <style> elements (the provider simulators' pages), and style attributes, which React
 * Aria uses to place popovers and hide text visually. Forms go to this origin only (the provider simulators
 * are here); the app may be framed by its own origin only (it is embedded with a script, never a frame).
 */
export function cspDirectives(extras: CspExtras = {}): Record<string, string[]> {
  const base: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    'style-src': ["'self'"],
    'style-src-attr': ["'unsafe-inline'"],
    'img-src': ["'self'", 'data:'],
    'font-src': ["'self'"],
    'connect-src': ["'self'"],
    'frame-src': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'self'"],
    'base-uri': ["'self'"],
    'object-src': ["'none'"],
  };
  for (const directive of EXTENDABLE_DIRECTIVES) base[directive] = [...(base[directive] ?? []), ...(extras[directive] ?? [])];
  return base;
}

/** A source may not end the directive or the header: no `;`, `,` or whitespace inside it. */
const SOURCE = /^[^\s;,]+$/;

/**
 * The extra sources of each extendable directive, from CSP_SCRIPT_SRC, CSP_CONNECT_SRC, … (space-separated).
 * A source that would break the header is refused with an error at startup, so a typo cannot ship a broken policy.
 */
export function cspExtrasFromEnv(env: Record<string, string | undefined>): CspExtras {
  const extras: CspExtras = {};
  for (const directive of EXTENDABLE_DIRECTIVES) {
    const name = `CSP_${directive.toUpperCase().replace(/-/g, '_')}`;
    const sources = (env[name] ?? '').split(/\s+/).filter(Boolean);
    const bad = sources.find((source) => !SOURCE.test(source));
    if (bad !== undefined) throw new Error(`${name}: '${bad}' is not a Content-Security-Policy source`);
    if (sources.length > 0) extras[directive] = sources;
  }
  return extras;
}

/**
 * What @fastify/helmet is given by the storefront server and the fake backend alike: its defaults, and ours where
 * docs/reference/security-and-caching.md "Security headers" says so, with a fresh nonce per response.
 */
export function securityHeaderOptions(extras: CspExtras = {}) {
  return {
    enableCSPNonces: true,
    contentSecurityPolicy: { useDefaults: false, directives: cspDirectives(extras) },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    frameguard: { action: 'sameorigin' },
    // Card and wallet providers may open their checkout in a popup that talks back to its opener.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
  } as const;
}
