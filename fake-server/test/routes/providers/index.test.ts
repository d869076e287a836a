import type { FastifyInstance } from 'fastify';
import { describe, expect, test } from 'vitest';
import { SCENARIOS } from '#contracts/fake-backend/admin.ts';
import { TEST_CARDS } from '#contracts/fake-backend/demo-data.ts';
import type { CheckoutResponse, MultibancoReference, PaymentIntentResponse } from '#contracts/api/payment.ts';
import { build, openBrowser, type Browser } from '../../helpers/build.ts';
import { answerProviderPage, providerForms } from '../../helpers/provider-page.ts';
import { offContract } from '../../helpers/call.ts';

async function orderAwaiting(
  type: string,
  storeId: number,
  form: object = {},
): Promise<{ app: FastifyInstance; browser: Browser; orderId: string }> {
  const app = await build();
  const browser = await openBrowser(app);
  await browser.post('/__admin/seed', { scenario: SCENARIOS.cartWithTwoItems, store_id: storeId });
  const answer = (
    await browser.call('checkoutRegister', { body: offContract({ form: { email: `${type}@example.com`, type, ...form } }) })
  ).json<CheckoutResponse>();
  return { app, browser, orderId: answer.order_id ?? '' };
}

const stateOf = async (browser: Browser, orderId: string) => (await browser.answer('loadOrder', { query: { id: orderId } })).order?.state;

describe('simulated providers', () => {
  test('[bizum] the Redsys step is an HTML form to the Redsys page, which approves or denies', async () => {
    for (const [result, state] of [
      ['approve', 'paid'],
      ['fail', 'canceled'],
    ] as const) {
      const { browser, orderId } = await orderAwaiting('bizum', 14);
      await browser.call('otherMethodsBizum', { query: { order_id: orderId } });
      const step = await browser.call('processBizum', { query: { order_id: orderId } });
      expect(step.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(step.body).toContain('action="/redsys/sandbox/bizum"');
      const page = await browser.get(`/redsys/sandbox/bizum?order_id=${orderId}`);
      expect(page.body).toContain('<h1>Bizum via Redsys (simulated)</h1>');
      const back = await answerProviderPage(browser, `/redsys/sandbox/bizum?order_id=${orderId}`, result);
      expect(back.statusCode).toBe(303);
      expect(back.headers.location).toBe(`/customer/payment/bizum?order_id=${orderId}&return=1`);
      expect(await stateOf(browser, orderId)).toBe(state);
    }
  });

  test('[monei] the intent answers MONEI’s page, whose approval pays the order', async () => {
    const { browser, orderId } = await orderAwaiting('monei', 17);
    const intent = await browser.answer('moneiPaymentIntent', { query: { order_id: orderId } });
    expect(intent).toMatchObject({ ok: true, message: `/monei/checkout?order_id=${orderId}` });
    await answerProviderPage(browser, `/monei/checkout?order_id=${orderId}`, 'approve');
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

  /** Each simulated provider: the payment its order waits for (store), its page and its answer. */
  const PROVIDER_PAGES = [
    { type: 'paypal', store: 14, page: '/paypal/sandbox/checkout', answer: '/paypal/sandbox/return' },
    { type: 'bizum', store: 14, page: '/redsys/sandbox/bizum', answer: '/redsys/sandbox/return' },
    { type: 'monei', store: 17, page: '/monei/checkout', answer: '/monei/return' },
  ] as const;

  test.each(PROVIDER_PAGES)(
    '[payments] a link from another site to $answer (no Fetch Metadata, as on a LAN name) settles nothing: no token is a 400, a made-up one a 403, both naming querystring/token',
    async ({ type, store, page, answer }) => {
      const { browser, orderId } = await orderAwaiting(type, store);
      await browser.get(`${page}?order_id=${orderId}`);
      const cartBefore = await browser.answer('getCart');

      const withoutToken = await browser.get(`${answer}?order_id=${orderId}&result=fail`);
      const madeUp = await browser.get(`${answer}?order_id=${orderId}&result=fail&token=${'A'.repeat(32)}`);

      expect(withoutToken.statusCode).toBe(400);
      expect(withoutToken.json<{ message: string }>().message).toMatch(/^querystring.*token/);
      expect(madeUp.statusCode).toBe(403);
      expect(madeUp.json<{ message: string }>().message).toMatch(/^querystring\/token /);
      expect(await stateOf(browser, orderId)).toBe('pending_payment');
      expect(await browser.answer('getCart')).toEqual(cartBefore);
    },
  );

  test('[payments] a provider page’s answer is taken once: the same answer again is a 403 naming querystring/token', async () => {
    const nextYear = String(new Date().getUTCFullYear() + 1);
    const { browser, orderId } = await orderAwaiting('cc', 14, { num: TEST_CARDS.challenge, month: '12', year: nextYear });
    const shown = await browser.get(`/stripe/3ds/challenge?order_id=${orderId}`);
    const approve = providerForms(shown.body).find((form) => form.fields.result === 'approve');
    const failButton = providerForms(shown.body).find((form) => form.fields.result === 'fail');
    expect(approve?.fields.token).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(failButton?.fields.token).toBe(approve?.fields.token);
    const answer = `${approve?.action}?${new URLSearchParams(approve?.fields)}`;

    expect((await browser.get(answer)).statusCode).toBe(303);
    const replay = await browser.get(`${failButton?.action}?${new URLSearchParams(failButton?.fields)}`);

    expect(replay.statusCode).toBe(403);
    expect(replay.json<{ message: string }>().message).toMatch(/^querystring\/token /);
    expect((await browser.answer('stripeProcess', { query: { order_id: orderId } })).ok).toBe(true);
    expect(await stateOf(browser, orderId)).toBe('paid');
  });

  test('[payments] the token of one visitor’s provider page answers nothing for another visitor', async () => {
    const { app, browser, orderId } = await orderAwaiting('paypal', 14);
    const shown = await browser.get(`/paypal/sandbox/checkout?order_id=${orderId}`);
    const approve = providerForms(shown.body).find((form) => form.fields.result === 'approve');
    const stranger = await openBrowser(app);

    const answered = await stranger.get(`${approve?.action}?${new URLSearchParams(approve?.fields)}`);

    expect(answered.statusCode).toBe(403);
    expect(await stateOf(browser, orderId)).toBe('pending_payment');
  });
});
