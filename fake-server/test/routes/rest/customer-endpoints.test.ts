import { describe, expect, test } from 'vitest';
import type { AuthenticateResponse, ClientUpdateData, RememberPasswordResponse } from '#contracts/api/customer.ts';
import { DEMO_CUSTOMER } from '#contracts/fake-backend/demo-data.ts';
import { WRONG_CREDENTIALS } from '../../../src/routes/rest/authenticate.ts';
import { build, openBrowser } from '../../helpers/build.ts';
import { offContract } from '../../helpers/call.ts';

const billing: ClientUpdateData = {
  name: 'Ana Pérez',
  taxId: '12345678Z',
  address: 'Calle Mayor 1',
  city: 'Madrid',
  postalCode: '28013',
  province: 'Madrid',
  email: 'ana@example.com',
  phone: '600123123',
  country: 'ES',
  payment: { preferred_payment: 'bank', bank: { entidad: '2100', oficina: '0418', dc: '45', cuenta: '0200051332' } },
};
/** The record as answered: the account by its last four digits only. */
const billingAnswered = { ...billing, payment: { preferred_payment: 'bank', bank_account_ending: '1332' } };

describe('customer endpoints', () => {
  test('[customer] checkEmail tells a registered address from a new one', async () => {
    const browser = await openBrowser(await build());
    expect((await browser.answer('checkEmail', { params: { email: DEMO_CUSTOMER.email } })).exists).toBe(true);
    expect((await browser.answer('checkEmail', { params: { email: 'new@example.com' } })).exists).toBe(false);
    const bad = await browser.call('checkEmail', { params: { email: 'not-an-email' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ message: string }>().message).toContain('email');
  });

  test('[customer] authenticate logs the visitor in; a wrong password gets a clear error', async () => {
    const browser = await openBrowser(await build());
    const wrong = (await browser.call('authenticate', { body: { email: DEMO_CUSTOMER.email, pass: 'nope' } })).json<AuthenticateResponse>();
    expect(wrong).toMatchObject({ ok: false, message: WRONG_CREDENTIALS, config: { loggedIn: false } });

    const right = (await browser.call('authenticate', { body: DEMO_PASS })).json<AuthenticateResponse>();
    expect(right).toMatchObject({ ok: true, config: { loggedIn: true, customerEmail: DEMO_CUSTOMER.email } });
  });

  test('[customer] rememberPassword answers a link back to authenticate for that address', async () => {
    const browser = await openBrowser(await build());
    const answer = await browser.json<RememberPasswordResponse>(
      `/desktopapp/rest/rememberPassword/email/${DEMO_CUSTOMER.email}/?path=/customer/authenticate`,
    );
    expect(answer).toMatchObject({ ok: true, link: `/customer/authenticate/${encodeURIComponent(DEMO_CUSTOMER.email)}` });
  });

  test.each([
    '//evil.example/phish',
    '/\\evil.example/phish',
    'https://evil.example/phish',
    '/customer/authenticate%0d%0aX',
    'customer/authenticate',
  ])(
    '[customer] rememberPassword with path=%s, which is not a path of this app, is a 400 naming querystring/path and links nowhere',
    async (path) => {
      const browser = await openBrowser(await build());
      const response = await browser.get(
        `/desktopapp/rest/rememberPassword/email/${DEMO_CUSTOMER.email}/?path=${path.startsWith('/customer/') ? path : encodeURIComponent(path)}`,
      );
      expect(response.statusCode).toBe(400);
      expect(response.json<{ message: string }>().message).toMatch(/^querystring\/path /);
      expect(response.body).not.toContain('evil.example');
    },
  );

  test('[customer] the billing record is kept for the logged-in customer only', async () => {
    const browser = await openBrowser(await build());
    expect((await browser.call('clientUpdate', { body: { data: billing } })).json()).toMatchObject({ ok: false, client: null });

    await browser.call('authenticate', { body: DEMO_PASS });
    expect((await browser.call('clientUpdate', { body: { data: billing } })).json()).toMatchObject({
      ok: true,
      client: billingAnswered,
    });
    expect((await browser.answer('getClient')).client).toEqual(billingAnswered);
  });

  test.each([
    ['beside the record', { data: billing, junk: 'x' }, 'body/junk'],
    ['in the record', { data: { ...billing, junk: 'x'.repeat(900_000) } }, 'body/data/junk'],
    ['in its payment', { data: { ...billing, payment: { preferred_payment: 'bank', junk: 'x' } } }, 'body/data/payment/junk'],
  ])(
    '[customer] a billing record with a property the contract does not name %s is a 400 naming it; the record stays',
    async (_where, body, field) => {
      const browser = await openBrowser(await build());
      await browser.call('authenticate', { body: DEMO_PASS });
      await browser.call('clientUpdate', { body: { data: billing } });

      const response = await browser.call('clientUpdate', { body: offContract(body) });

      expect(response.statusCode).toBe(400);
      expect(response.json<{ message: string }>().message).toContain(field);
      expect((await browser.answer('getClient')).client).toEqual(billingAnswered);
    },
  );
});

const DEMO_PASS = { email: DEMO_CUSTOMER.email, pass: DEMO_CUSTOMER.password };
