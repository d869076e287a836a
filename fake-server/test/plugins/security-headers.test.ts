import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { SCENARIOS } from '#contracts/fake-backend/admin.ts';
import type { CheckoutResponse } from '#contracts/api/payment.ts';
import { cspDirectives, cspExtrasFromEnv } from '../../src/plugins/security-headers.ts';
import { build, openBrowser } from '../helpers/build.ts';
import { temporaryDir } from '../helpers/test-fixtures.ts';

const INDEX_HTML =
  '<!doctype html><html><head><script type="module" crossorigin src="/assets/index-abc123.js"></script></head><div id="root"></div>';

async function builtClient(): Promise<string> {
  const dir = await temporaryDir('client-');
  await mkdir(join(dir, 'assets'));
  await writeFile(join(dir, 'index.html'), INDEX_HTML);
  await writeFile(join(dir, 'embed.js'), '(function () {})();');
  await writeFile(join(dir, 'assets', 'index-abc123.js'), 'console.log("storefront")');
  return dir;
}

/** The policy as a map of directive to sources. */
function policyOf(header: string | string[] | number | undefined): Map<string, string[]> {
  expect(typeof header).toBe('string');
  const directives = String(header)
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .filter((words) => words[0] !== '');
  return new Map(directives.map(([name = '', ...sources]) => [name, sources]));
}

const nonceIn = (sources: string[] | undefined) => sources?.find((source) => source.startsWith("'nonce-"))?.slice(7, -1);

describe('security headers', () => {
  test('[security] a page of the app: CSP with a nonce, nosniff, same-origin framing, a referrer policy', async () => {
    const app = await build({ clientDir: await builtClient() });

    const response = await app.inject({ url: '/nota-simple/step1?store=9' });

    const policy = policyOf(response.headers['content-security-policy']);
    expect(policy.get('default-src')).toEqual(["'self'"]);
    expect(policy.get('script-src')).toEqual(["'self'", expect.stringMatching(/^'nonce-[0-9a-f]{32}'$/)]);
    expect(policy.get('style-src-attr')).toEqual(["'unsafe-inline'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'self'"]);
    expect(policy.get('form-action')).toEqual(["'self'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'self'"]);
    expect(policy.get('img-src')).toEqual(["'self'", 'data:']);
    expect(policy.get('connect-src')).toEqual(["'self'"]);
    expect(String(response.headers['content-security-policy'])).not.toMatch(/unsafe-eval|'unsafe-inline'.*script|upgrade-insecure/);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  test('[security] the nonce differs per response and is on index.html’s script tags', async () => {
    const app = await build({ clientDir: await builtClient() });

    const nonces = [];
    for (const url of ['/', '/servicios', '/index.html']) {
      const response = await app.inject({ url });
      const nonce = nonceIn(policyOf(response.headers['content-security-policy']).get('script-src'));
      expect(nonce, url).toMatch(/^[0-9a-f]{32}$/);
      expect(response.body, url).toContain(`<script nonce="${nonce}" type="module" crossorigin src="/assets/index-abc123.js">`);
      const styleNonce = nonceIn(policyOf(response.headers['content-security-policy']).get('style-src'));
      expect(response.body, url).toContain(`<meta name="csp-nonce" content="${styleNonce}" />`);
      nonces.push(nonce);
    }
    expect(new Set(nonces).size).toBe(3);
  });

  test('[security] the first screen’s inlined CSS carries the response’s style nonce; style-src stays without unsafe-inline', async () => {
    const dir = await builtClient();
    await writeFile(join(dir, 'index.html'), INDEX_HTML.replace('</head>', '<style>.a{color:red}</style></head>'));
    const app = await build({ clientDir: dir });

    const response = await app.inject({ url: '/servicios' });
    const styleSources = policyOf(response.headers['content-security-policy']).get('style-src');
    expect(styleSources).not.toContain("'unsafe-inline'");
    expect(response.body).toContain(`<style nonce="${nonceIn(styleSources)}">.a{color:red}</style>`);
  });

  test('[security] API answers carry the same headers; assets and embed.js may be loaded by a host on another site', async () => {
    const app = await build({ clientDir: await builtClient() });

    const api = await app.inject({ url: '/desktopapp/rest/config' });
    expect(api.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(api.headers['x-content-type-options']).toBe('nosniff');
    expect(api.headers['cross-origin-resource-policy']).toBe('same-origin');

    for (const url of ['/embed.js', '/assets/index-abc123.js']) {
      const response = await app.inject({ url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['x-content-type-options'], url).toBe('nosniff');
      expect(response.headers['cross-origin-resource-policy'], url).toBe('cross-origin');
    }
    expect((await app.inject({ url: '/embed.js' })).headers['cache-control']).toBe('no-cache');
  });

  test('[security] a provider simulator’s page: its inline style carries the response’s style nonce, its forms post here', async () => {
    const browser = await openBrowser(await build());
    await browser.post('/__admin/seed', { scenario: SCENARIOS.cartWithTwoItems, store_id: 14 });
    const { order_id: orderId } = (
      await browser.call('checkoutRegister', { body: { form: { email: 'csp@example.com', type: 'paypal' } } })
    ).json<CheckoutResponse>();
    await browser.call('otherMethodsPaypal', { query: { order_id: orderId ?? '' } });

    const page = await browser.get(`/paypal/sandbox/checkout?order_id=${orderId}`);

    const policy = policyOf(page.headers['content-security-policy']);
    const nonce = nonceIn(policy.get('style-src'));
    expect(page.body).toContain(`<style nonce="${nonce}">`);
    expect(page.body).toContain('<form method="get" action="/paypal/sandbox/return"');
    expect(policy.get('form-action')).toEqual(["'self'"]);
  });

  test('[security] the demo host page’s inline script and style carry the response’s nonces', async () => {
    const app = await build({ clientDir: await builtClient() });

    const page = await app.inject({ url: '/demo-host/nota-simple/step1?store=9' });

    expect(page.statusCode).toBe(200);
    const policy = policyOf(page.headers['content-security-policy']);
    const scriptNonce = nonceIn(policy.get('script-src'));
    expect(page.body).toContain(`<style nonce="${nonceIn(policy.get('style-src'))}">`);
    expect(page.body).toContain(`<meta name="csp-nonce" content="${nonceIn(policy.get('style-src'))}" />`);
    expect(page.body.match(new RegExp(`<script nonce="${scriptNonce}"`, 'g'))).toHaveLength(2);
    expect(page.body).toContain('<script nonce="' + scriptNonce + '" src="/embed.js"></script>');
    expect(page.body).toContain('window.OPF_CONFIG = {"store_id":9,"mount":"#storefront","basename":"/demo-host"}');
  });

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

  test('[security] the extra origins reach the served policy', async () => {
    const app = await build({ clientDir: await builtClient(), cspExtras: { 'connect-src': ['https://api.example.com'] } });
    const policy = policyOf((await app.inject({ url: '/servicios' })).headers['content-security-policy']);
    expect(policy.get('connect-src')).toEqual(["'self'", 'https://api.example.com']);
  });
});
