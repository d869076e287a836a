import {
  FIXED_DIRECTIVES,
  FORBIDDEN_IN_POLICY,
  NONCE_SOURCE,
  SECURITY_HEADERS,
  nonceIn,
  policyOf,
} from '#contracts/testing/security-headers.ts';
import { describe, expect, test } from 'vitest';
import { ADMIN_PREFIX, SCENARIOS } from '#contracts/fake-backend/admin.ts';
import { endpointRoutes } from '#contracts/api/endpoint-routes.ts';
import type { CheckoutResponse } from '#contracts/api/payment.ts';
import { ROUTES } from '#contracts/constants/client-routes.ts';
import { DEMO_HOST_PATH } from '../../src/routes/demo-host/page.ts';
import { build, openBrowser } from '../helpers/build.ts';

/** The policy as a map of directive to sources. */
const CONFIG = endpointRoutes.getConfig.path;

describe('security headers (the fake backend’s own answers)', () => {
  test('[security] an API answer: CSP with a nonce, nosniff, same-origin framing and resources, a referrer policy', async () => {
    const app = await build();

    const response = await app.inject({ url: `${CONFIG}?store=9` });

    expect(response.statusCode).toBe(200);
    const policy = policyOf(response.headers['content-security-policy']);
    for (const [directive, sources] of Object.entries(FIXED_DIRECTIVES)) expect(policy.get(directive), directive).toEqual(sources);
    expect(policy.get('script-src')).toEqual(["'self'", expect.stringMatching(NONCE_SOURCE)]);
    expect(policy.get('style-src')).toEqual(["'self'", expect.stringMatching(NONCE_SOURCE)]);
    expect(String(response.headers['content-security-policy'])).not.toMatch(FORBIDDEN_IN_POLICY);
    expect(response.headers).toMatchObject(SECURITY_HEADERS);
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
