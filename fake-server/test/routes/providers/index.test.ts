import { describe, expect, test } from 'vitest';
import { SCENARIOS } from '#contracts/admin.ts';
import type { CheckoutResponse, LoadOrderResponse, MultibancoReference, PaymentIntentResponse } from '#contracts/payment.ts';
import { build, openBrowser, type Browser } from '../../helpers/build.ts';

async function orderAwaiting(type: string, storeId: number): Promise<{ browser: Browser; orderId: string }> {
  const browser = await openBrowser(await build());
  await browser.post('/__admin/seed', { scenario: SCENARIOS.cartWithTwoItems, store_id: storeId });
  const answer = (
    await browser.post('/desktopapp/rest/checkoutRegister/', { form: { email: `${type}@example.com`, type } })
  ).json<CheckoutResponse>();
  return { browser, orderId: answer.order_id ?? '' };
}

const stateOf = async (browser: Browser, orderId: string) =>
  (await browser.json<LoadOrderResponse>(`/desktopapp/rest/loadorder?id=${orderId}`)).order?.state;

describe('simulated providers', () => {
  test('[bizum] the Redsys step is an HTML form to the Redsys page, which approves or denies', async () => {
    for (const [result, state] of [
      ['approve', 'paid'],
      ['fail', 'canceled'],
    ] as const) {
      const { browser, orderId } = await orderAwaiting('bizum', 14);
      await browser.get(`/desktopapp/rest/otherMethodsBizum/?order_id=${orderId}`);
      const step = await browser.get(`/redsys/rest/processBizum?order_id=${orderId}`);
      expect(step.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(step.body).toContain('action="/redsys/sandbox/bizum"');
      const page = await browser.get(`/redsys/sandbox/bizum?order_id=${orderId}`);
      expect(page.body).toContain('<h1>Bizum via Redsys (simulated)</h1>');
      const back = await browser.get(`/redsys/sandbox/return?order_id=${orderId}&result=${result}`);
      expect(back.statusCode).toBe(303);
      expect(back.headers.location).toBe(`/customer/payment/bizum?order_id=${orderId}&return=1`);
      expect(await stateOf(browser, orderId)).toBe(state);
    }
  });

  test('[monei] the intent answers MONEI’s page, whose approval pays the order', async () => {
    const { browser, orderId } = await orderAwaiting('monei', 17);
    const intent = await browser.json<PaymentIntentResponse>(`/desktopapp/rest/moneiPaymentIntent/?order_id=${orderId}`);
    expect(intent).toMatchObject({ ok: true, message: `/monei/checkout?order_id=${orderId}` });
    await browser.get(`/monei/return?order_id=${orderId}&result=approve`);
    expect(await stateOf(browser, orderId)).toBe('paid');
  });

  test('[multibanco] the voucher page shows the reference; an unknown one is a 400 naming it', async () => {
    const { browser, orderId } = await orderAwaiting('moneimultibanco', 16);
    const intent = await browser.json<PaymentIntentResponse>(
      `/desktopapp/rest/moneiPaymentIntent/?order_id=${orderId}&paymethod=moneimultibanco`,
    );
    const reference = JSON.parse(intent.message) as MultibancoReference;
    const voucher = await browser.get(reference.voucher_url);
    expect(voucher.body).toContain('Entity: 21312');
    expect((await browser.get('/monei/voucher/000000000')).statusCode).toBe(400);
    const unknown = await browser.post('/__admin/multibanco-paid', { reference: '000000000' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json<{ message: string }>().message).toContain('body/reference');
  });

  test('[payments] a provider page for an order not waiting for it is a 400', async () => {
    const { browser, orderId } = await orderAwaiting('paypal', 14);
    expect((await browser.get(`/redsys/sandbox/bizum?order_id=${orderId}`)).statusCode).toBe(400);
    expect((await browser.get(`/paypal/sandbox/return?order_id=${orderId}&result=maybe`)).statusCode).toBe(400);
  });
});
