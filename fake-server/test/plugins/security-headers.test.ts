import { describe, expect, test } from 'vitest';
import { ADMIN_PREFIX, SCENARIOS } from '#contracts/fake-backend/admin.ts';
import { endpointRoutes } from '#contracts/api/endpoint-routes.ts';
import type { CheckoutResponse } from '#contracts/api/payment.ts';
import { ROUTES } from '#contracts/constants/client-routes.ts';
import { DEMO_HOST_PATH } from '../../src/routes/demo-host/page.ts';
import { build, openBrowser } from '../helpers/build.ts';

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

const CONFIG = endpointRoutes.getConfig.path;

describe('security headers (the fake backend’s own answers)', () => {
  test('[security] an API answer: CSP with a nonce, nosniff, same-origin framing and resources, a referrer policy', async () => {
    const app = await build();

    const response = await app.inject({ url: `${CONFIG}?store=9` });

    expect(response.statusCode).toBe(200);
    const policy = policyOf(response.headers['content-security-policy']);
    expect(policy.get('default-src')).toEqual(["'self'"]);
    expect(policy.get('script-src')).toEqual(["'self'", expect.stringMatching(/^'nonce-[0-9a-f]{32}'$/)]);
    expect(policy.get('style-src')).toEqual(["'self'", expect.stringMatching(/^'nonce-[0-9a-f]{32}'$/)]);
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
    expect(response.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(response.headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
  });

  test('[security] the nonces differ per response', async () => {
    const app = await build();

    const nonces: (string | undefined)[] = [];
    for (let i = 0; i < 3; i += 1) {
      const policy = policyOf((await app.inject({ url: CONFIG })).headers['content-security-policy']);
      nonces.push(nonceIn(policy.get('script-src')), nonceIn(policy.get('style-src')));
    }
    for (const nonce of nonces) expect(nonce).toMatch(/^[0-9a-f]{32}$/);
    expect(new Set(nonces).size).toBe(6);
  });

  test.each([
    ['an API answer', CONFIG],
    ['the dev panel page', ADMIN_PREFIX],
    ['the demo host page', `${DEMO_HOST_PATH}${ROUTES.services}`],
    ['a refusal (a page path the backend does not answer)', ROUTES.services],
  ])('[security] %s carries helmet’s headers and a CSP with a nonce', async (_what, url) => {
    const app = await build();

    const response = await app.inject({ url });

    expect(nonceIn(policyOf(response.headers['content-security-policy']).get('script-src')), url).toMatch(/^[0-9a-f]{32}$/);
    expect(response.headers['x-content-type-options'], url).toBe('nosniff');
    expect(response.headers['x-frame-options'], url).toBe('SAMEORIGIN');
    expect(response.headers['referrer-policy'], url).toBe('strict-origin-when-cross-origin');
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
    expect(nonce).toMatch(/^[0-9a-f]{32}$/);
    expect(page.body).toContain(`<style nonce="${nonce}">`);
    expect(page.body).toContain('<form method="get" action="/paypal/sandbox/return"');
    expect(policy.get('form-action')).toEqual(["'self'"]);
    expect(page.headers['x-content-type-options']).toBe('nosniff');
  });

  test('[security] the demo host page’s inline script and style carry the response’s nonces', async () => {
    const app = await build();

    const page = await app.inject({ url: `${DEMO_HOST_PATH}/nota-simple/step1?store=9` });

    expect(page.statusCode).toBe(200);
    const policy = policyOf(page.headers['content-security-policy']);
    const scriptNonce = nonceIn(policy.get('script-src'));
    expect(page.body).toContain(`<style nonce="${nonceIn(policy.get('style-src'))}">`);
    expect(page.body).toContain(`<meta name="csp-nonce" content="${nonceIn(policy.get('style-src'))}" />`);
    expect(page.body.match(new RegExp(`<script nonce="${scriptNonce}"`, 'g'))).toHaveLength(2);
    expect(page.body).toContain('<script nonce="' + scriptNonce + '" src="/embed.js"></script>');
    expect(page.body).toContain('window.OPF_CONFIG = {"store_id":9,"mount":"#storefront","basename":"/demo-host"}');
  });

  test('[security] the extra origins reach the served policy', async () => {
    const app = await build({ cspExtras: { 'connect-src': ['https://api.example.com'] } });

    const policy = policyOf((await app.inject({ url: CONFIG })).headers['content-security-policy']);

    expect(policy.get('connect-src')).toEqual(["'self'", 'https://api.example.com']);
  });
});
