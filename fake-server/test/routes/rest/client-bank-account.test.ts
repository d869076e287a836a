import { describe, expect, test } from 'vitest';
import { SCENARIOS } from '#contracts/fake-backend/admin.ts';
import type { ClientResponse } from '#contracts/api/customer.ts';
import { BANK_ACCOUNT_EXAMPLE, billingUpdateExample } from '#contracts/testing/payment-examples.ts';
import { seededCustomer } from '../../helpers/account.ts';
import { repositoryServerForThisFile } from '../../helpers/repository-server.ts';
import { offContract, routeOf } from '../../helpers/call.ts';

// spec 3 "Customer: payment: bank entidad, oficina, dc, cuenta" (docs/decisions/038, "Bank details").
const server = repositoryServerForThisFile();
const customer = () => seededCustomer(server(), SCENARIOS.loggedInWithOrders);
const record = async (browser: Awaited<ReturnType<typeof customer>>) => (await browser.answer('getClient')).client;

describe(`${routeOf('clientUpdate')}: the bank account of a preferred payment by bank`, () => {
  test('[bank] the account is kept and answered by its last four digits only, never whole', async () => {
    const browser = await customer();
    const response = await browser.call('clientUpdate', { body: { data: billingUpdateExample() } });

    expect(response.statusCode).toBe(200);
    expect(response.json<ClientResponse>().client?.payment).toEqual({ preferred_payment: 'bank', bank_account_ending: '1332' });
    expect(response.body).not.toContain(BANK_ACCOUNT_EXAMPLE.cuenta);
    const read = await browser.call('getClient');
    expect(read.json<ClientResponse>().client?.payment).toEqual({ preferred_payment: 'bank', bank_account_ending: '1332' });
    expect(read.body).not.toContain(BANK_ACCOUNT_EXAMPLE.cuenta);
  });

  test('[bank] saving the record again without the account keeps the account on file', async () => {
    const browser = await customer();
    await browser.call('clientUpdate', { body: { data: billingUpdateExample() } });
    const again = billingUpdateExample({ phone: '911222333', payment: { preferred_payment: 'bank' } });
    expect((await browser.call('clientUpdate', { body: { data: again } })).statusCode).toBe(200);
    expect((await record(browser))?.payment.bank_account_ending).toBe('1332');
  });

  test('[bank] another preferred payment forgets the account', async () => {
    const browser = await customer();
    await browser.call('clientUpdate', { body: { data: billingUpdateExample() } });
    await browser.call('clientUpdate', { body: { data: billingUpdateExample({ payment: { preferred_payment: 'cc' } }) } });
    expect((await record(browser))?.payment).toEqual({ preferred_payment: 'cc' });
  });

  test.each([
    [
      'wrong control digits',
      { preferred_payment: 'bank', bank: { ...BANK_ACCOUNT_EXAMPLE, dc: '46' } },
      /^body\/data\/payment\/bank\/dc: the control digits/,
    ],
    [
      'no account for a first preferred payment by bank',
      { preferred_payment: 'bank' },
      /^body\/data\/payment\/bank: a preferred payment by bank needs the account/,
    ],
    [
      'an account with another preferred payment',
      { preferred_payment: 'paypal', bank: { ...BANK_ACCOUNT_EXAMPLE } },
      /^body\/data\/payment\/bank is only sent/,
    ],
    [
      'an account of the wrong shape',
      { preferred_payment: 'bank', bank: { ...BANK_ACCOUNT_EXAMPLE, cuenta: '123' } },
      /^body\/data\/payment\/bank\/cuenta/,
    ],
  ])('[bank] %s is a 400 naming the field, and nothing is kept', async (_, payment, message) => {
    const browser = await customer();
    const response = await browser.call('clientUpdate', { body: offContract({ data: { ...billingUpdateExample(), payment } }) });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toMatch(message);
    expect(await record(browser)).toBeNull();
  });
});
