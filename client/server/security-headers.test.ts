import { describe, expect, test } from 'vitest';
import { endpointRoutes } from '#contracts/api/endpoint-routes.ts';
import { ROUTES } from '#contracts/constants/client-routes.ts';
import type { CspExtras } from '#contracts/constants/csp.ts';
import { builtClient, HASHED_ASSET, INDEX_HTML } from './testing/client-build.ts';
import {
  FIXED_DIRECTIVES,
  FORBIDDEN_IN_POLICY,
  NONCE_SOURCE,
  SECURITY_HEADERS,
  nonceIn,
  policyOf,
} from '#contracts/testing/security-headers.ts';
import { readPage, startStorefront } from './testing/storefront.ts';
import { SESSION_COOKIE, STUB_HEADER, startStubBackend } from './testing/stub-backend.ts';

const SERVER_TEST = { timeout: 15_000 };

async function storefront({ clientDir, cspExtras = {} }: { clientDir?: string; cspExtras?: CspExtras } = {}) {
  const backend = await startStubBackend();
  const app = await startStorefront({ clientDir: clientDir ?? (await builtClient()), backendUrl: backend.url, cspExtras });
  return { app, backend };
}

describe('[storefront] security headers', SERVER_TEST, () => {
  test('[storefront security] a page of the app: CSP with nonces, nosniff, same-origin framing, a referrer policy', async () => {
    const { app } = await storefront();

    const response = await app.inject({ url: ROUTES.simpleNote.start });

    const header = String(response.headers['content-security-policy']);
    const policy = policyOf(header);
    for (const [directive, sources] of Object.entries(FIXED_DIRECTIVES)) expect(policy.get(directive), directive).toEqual(sources);
    expect(policy.get('script-src')).toEqual(["'self'", expect.stringMatching(NONCE_SOURCE)]);
    expect(policy.get('style-src')).toEqual(["'self'", expect.stringMatching(NONCE_SOURCE)]);
    expect(header).not.toMatch(FORBIDDEN_IN_POLICY);
    expect(response.headers).toMatchObject(SECURITY_HEADERS);
  });

  test('[storefront security] the nonces differ per response and are on index.html’s scripts, its inlined CSS and the boot script', async () => {
    const { app } = await storefront();

    const nonces: string[] = [];
    for (const url of [ROUTES.root, ROUTES.services, '/index.html']) {
      const response = await app.inject({ url, cookies: { [SESSION_COOKIE]: 'known-buyer' } });
      const policy = policyOf(response.headers['content-security-policy']);
      const scriptNonce = nonceIn(policy.get('script-src'));
      const styleNonce = nonceIn(policy.get('style-src'));
      expect(scriptNonce, url).toMatch(/^[0-9a-f]{32}$/);
      expect(styleNonce, url).toMatch(/^[0-9a-f]{32}$/);
      expect(response.body, url).toContain(`<script nonce="${scriptNonce}" type="module" crossorigin src="${HASHED_ASSET}">`);
      expect(response.body, url).toContain(`<style nonce="${styleNonce}">.first-screen{color:#123}</style>`);
      expect(response.body, url).toContain(`<meta name="csp-nonce" content="${styleNonce}" />`);
      expect(readPage(response.body).nonce, url).toBe(scriptNonce);
      expect(response.body.match(/<script\b(?! nonce=)/g), url).toBeNull();
      nonces.push(scriptNonce ?? '', styleNonce ?? '');
    }
    expect(new Set(nonces).size).toBe(6);
  });

  test('[storefront security] the inlined CSS needs no unsafe-inline: style-src has the nonce only', async () => {
    const clientDir = await builtClient({ indexHtml: INDEX_HTML.replace('</head>', '<style>.a{color:red}</style></head>') });
    const { app } = await storefront({ clientDir });

    const response = await app.inject({ url: ROUTES.services });

    const styleSources = policyOf(response.headers['content-security-policy']).get('style-src');
    expect(styleSources).not.toContain("'unsafe-inline'");
    expect(response.body).toContain(`<style nonce="${nonceIn(styleSources)}">.a{color:red}</style>`);
  });

  test("[storefront security] a proxied answer comes with the backend's own headers, not the pages' policy", async () => {
    const { app, backend } = await storefront();

    for (const url of [endpointRoutes.getConfig.path, `${endpointRoutes.paypalRedirect.path}?order_id=1`]) {
      const response = await app.inject({ url });
      expect(backend.requestsTo(url.split('?', 1)[0] ?? url), url).toHaveLength(1);
      expect(response.headers[STUB_HEADER], url).toBe('stub');
      expect(response.headers['content-security-policy'], url).toBeUndefined();
      expect(response.headers['x-frame-options'], url).toBeUndefined();
    }
  });

  test('[storefront security] assets and embed.js may be loaded by a host on another site; pages stay same-origin', async () => {
    const { app } = await storefront();

    for (const url of ['/embed.js', HASHED_ASSET]) {
      const response = await app.inject({ url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['x-content-type-options'], url).toBe('nosniff');
      expect(response.headers['cross-origin-resource-policy'], url).toBe('cross-origin');
    }
    expect((await app.inject({ url: '/embed.js' })).headers['cache-control']).toBe('no-cache');
    expect((await app.inject({ url: ROUTES.services })).headers['cross-origin-resource-policy']).toBe('same-origin');
  });

  test('[storefront security] the extra sources a deploy sets reach the served policy', async () => {
    const { app } = await storefront({
      cspExtras: {
        'connect-src': ['https://api.example.com'],
        'script-src': ['https://js.stripe.com'],
        'form-action': ['https://www.paypal.com'],
      },
    });

    const policy = policyOf((await app.inject({ url: ROUTES.services })).headers['content-security-policy']);

    expect(policy.get('connect-src')).toEqual(["'self'", 'https://api.example.com']);
    expect(policy.get('script-src')).toEqual(["'self'", 'https://js.stripe.com', expect.stringMatching(/^'nonce-/)]);
    expect(policy.get('form-action')).toEqual(["'self'", 'https://www.paypal.com']);
    expect(policy.get('frame-ancestors')).toEqual(["'self'"]);
  });
});
