import { describe, expect, test } from 'vitest';
import { cspDirectives, cspExtrasFromEnv, EXTENDABLE_DIRECTIVES, securityHeaderOptions } from './csp.ts';

describe('the Content-Security-Policy (shared by the storefront server and the fake backend)', () => {
  test('[security] a deploy adds its providers’ origins through the environment; a source that would break the header is refused', () => {
    const extras = cspExtrasFromEnv({
      CSP_SCRIPT_SRC: 'https://js.stripe.com  https://www.googletagmanager.com',
      CSP_FORM_ACTION: 'https://www.paypal.com',
    });
    expect(extras).toEqual({
      'script-src': ['https://js.stripe.com', 'https://www.googletagmanager.com'],
      'form-action': ['https://www.paypal.com'],
    });
    expect(cspDirectives(extras)['script-src']).toEqual(["'self'", 'https://js.stripe.com', 'https://www.googletagmanager.com']);
    expect(cspDirectives(extras)['frame-ancestors']).toEqual(["'self'"]);
    expect(() => cspExtrasFromEnv({ CSP_CONNECT_SRC: "https://a.example; script-src 'unsafe-eval'" })).toThrow(/CSP_CONNECT_SRC/);
  });

  test('[security] every extendable directive has its CSP_* variable; no variable set adds nothing', () => {
    for (const directive of EXTENDABLE_DIRECTIVES) {
      const name = `CSP_${directive.toUpperCase().replace(/-/g, '_')}`;
      expect(cspExtrasFromEnv({ [name]: 'https://cdn.example' }), name).toEqual({ [directive]: ['https://cdn.example'] });
    }
    expect(cspExtrasFromEnv({})).toEqual({});
    expect(cspDirectives()).toEqual(cspDirectives(cspExtrasFromEnv({})));
  });

  test('[security] the base policy: self only, no inline or eval scripts, no plugins, framed by its own origin only', () => {
    const directives = cspDirectives();
    expect(directives['default-src']).toEqual(["'self'"]);
    expect(directives['script-src']).toEqual(["'self'"]);
    expect(directives['style-src']).toEqual(["'self'"]);
    expect(directives['style-src-attr']).toEqual(["'unsafe-inline'"]);
    expect(directives['img-src']).toEqual(["'self'", 'data:']);
    expect(directives['object-src']).toEqual(["'none'"]);
    expect(directives['base-uri']).toEqual(["'self'"]);
    expect(directives['frame-ancestors']).toEqual(["'self'"]);
    expect(JSON.stringify(directives)).not.toMatch(/unsafe-eval|upgrade-insecure/);
  });

  test('[security] helmet gets a fresh nonce per response and the policy with the extras', () => {
    const options = securityHeaderOptions({ 'connect-src': ['https://api.example.com'] });
    expect(options.enableCSPNonces).toBe(true);
    expect(options.contentSecurityPolicy.useDefaults).toBe(false);
    expect(options.contentSecurityPolicy.directives['connect-src']).toEqual(["'self'", 'https://api.example.com']);
  });
});
