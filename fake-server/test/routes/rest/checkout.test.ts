import { describe, expect, test } from 'vitest';
import { SCENARIOS } from '#contracts/fake-backend/admin.ts';
import type { CheckoutResponse, MultibancoReference } from '#contracts/api/payment.ts';
import { DEMO_CUSTOMER, TEST_CARDS } from '#contracts/fake-backend/demo-data.ts';
import { EXISTING_CUSTOMER } from '../../../src/routes/rest/checkout-register.ts';
import { build, openBrowser, type Browser } from '../../helpers/build.ts';
import { answerProviderPage } from '../../helpers/provider-page.ts';
import { type CallParts } from '../../helpers/call.ts';

const nextYear = String(new Date().getUTCFullYear() + 1);
const card = (num: string) => ({ form: { email: `buyer-${num}@example.com`, type: 'cc' as const, num, month: '12', year: nextYear } });

async function buyerWithCart(storeId = 14): Promise<Browser> {
  const browser = await openBrowser(await build());
  await browser.post('/__admin/seed', { scenario: SCENARIOS.cartWithTwoItems, store_id: storeId });
  return browser;
}

const register = async (browser: Browser, body: NonNullable<CallParts<'checkoutRegister'>['body']>) =>
  (await browser.call('checkoutRegister', { body })).json<CheckoutResponse>();
const cart = async (browser: Browser) => (await browser.answer('getCart')).cart;
const order = async (browser: Browser, id: string) => (await browser.answer('loadOrder', { query: { id } })).order;

describe('checkout', () => {
  test('[checkout] a frictionless card pays at once: the cart becomes a paid order and the config reports it', async () => {
    const browser = await buyerWithCart();
    const answer = await register(browser, card(TEST_CARDS.frictionless));
    expect(answer).toMatchObject({ ok: true, next: 'paid', config: { loggedIn: true } });
    expect(answer).not.toHaveProperty('reason');
    expect(answer.config.lastOrderId).toBe(answer.order_id);
    expect(answer.config.lastOrderSuccess?.data).toContain(answer.order_id);
    expect(await cart(browser)).toEqual([]);
    expect((await order(browser, answer.order_id ?? ''))?.state).toBe('paid');
  });

  test.each([
    [TEST_CARDS.declined, 'El banco ha denegado el pago.', 'card_declined'],
    [TEST_CARDS.insufficientFunds, 'La tarjeta no tiene fondos suficientes.', 'insufficient_funds'],
  ])('[checkout] card %s is refused with its reason and the cart stays intact', async (num, message, reason) => {
    const browser = await buyerWithCart();
    expect(await register(browser, card(num))).toMatchObject({ ok: false, next: 'declined', order_id: null, message, reason });
    expect(await cart(browser)).toHaveLength(2);
  });

  test('[checkout] a challenge card waits for 3DS; approving it and processing pays the order', async () => {
    const browser = await buyerWithCart();
    const { next, order_id: orderId } = await register(browser, card(TEST_CARDS.challenge));
    expect(next).toBe('challenge');
    const page = await browser.get(`/stripe/3ds/challenge?order_id=${orderId}`);
    expect(page.headers['content-type']).toContain('text/html');
    const back = await answerProviderPage(browser, `/stripe/3ds/challenge?order_id=${orderId}`, 'approve');
    expect(back.headers.location).toBe(`/customer/checkout/3ds?order_id=${orderId}`);
    expect((await browser.answer('stripeProcess', { query: { order_id: orderId ?? '' } })).ok).toBe(true);
    expect((await order(browser, orderId ?? ''))?.state).toBe('paid');
  });

  test('[checkout] a failed 3DS challenge cancels the order and gives the items back to the cart', async () => {
    const browser = await buyerWithCart();
    const { order_id: orderId } = await register(browser, card(TEST_CARDS.challenge));
    await answerProviderPage(browser, `/stripe/3ds/challenge?order_id=${orderId}`, 'fail');
    expect(await browser.answer('stripeProcess', { query: { order_id: orderId ?? '' } })).toMatchObject({
      ok: false,
      reason: 'authentication_failed',
    });
    expect((await order(browser, orderId ?? ''))?.state).toBe('canceled');
    expect(await cart(browser)).toHaveLength(2);
  });

  test('[checkout] an address already registered is refused with the spec message', async () => {
    const browser = await buyerWithCart();
    const answer = await register(browser, { form: { email: DEMO_CUSTOMER.email, type: 'paypal' } });
    expect(answer).toMatchObject({ ok: false, message: EXISTING_CUSTOMER });
  });

  test('[checkout] a method the store does not offer is a 400 naming the field', async () => {
    const browser = await buyerWithCart(16);
    const answer = await browser.call('checkoutRegister', { body: { form: { email: 'x@example.com', type: 'bizum' } } });
    expect(answer.statusCode).toBe(400);
    expect(answer.json<{ message: string }>().message).toContain('body/form/type');
    expect((await browser.answer('getConfig')).config.loggedIn).toBe(false);
  });

  test('[paypal] approve pays the order; cancel restores the cart', async () => {
    for (const [result, state, cartSize] of [
      ['approve', 'paid', 0],
      ['fail', 'canceled', 2],
    ] as const) {
      const browser = await buyerWithCart();
      const { order_id: orderId } = await register(browser, { form: { email: `pp-${result}@example.com`, type: 'paypal' } });
      expect((await browser.answer('otherMethodsPaypal', { query: { order_id: orderId ?? '' } })).ok).toBe(true);
      const redirect = await browser.call('paypalRedirect', { query: { order_id: orderId ?? '' } });
      expect(redirect.headers['content-type']).toContain('text/html');
      expect(redirect.body).toContain('action="/paypal/sandbox/checkout"');
      const back = await answerProviderPage(browser, `/paypal/sandbox/checkout?order_id=${orderId}`, result);
      expect(back.headers.location).toBe(`/customer/payment/paypal?order_id=${orderId}&return=1`);
      expect((await order(browser, orderId ?? ''))?.state).toBe(state);
      expect(await cart(browser)).toHaveLength(cartSize);
    }
  });

  test('[paypal] the redirect step without parameters (spec 7) answers the form of the order awaiting PayPal', async () => {
    const browser = await buyerWithCart();
    expect((await browser.call('paypalRedirect')).json<{ message: string }>().message).toBe(
      'querystring/order_id: no order of this visitor is waiting for PayPal',
    );
    const { order_id: orderId } = await register(browser, { form: { email: 'pp-bare@example.com', type: 'paypal' } });
    const redirect = await browser.call('paypalRedirect');
    expect(redirect.statusCode).toBe(200);
    expect(redirect.body).toContain(`name="order_id" value="${orderId}"`);
  });

  test('[multibanco] the intent gives a reference, and the admin call marks it paid', async () => {
    const browser = await buyerWithCart(16);
    const { order_id: orderId, next } = await register(browser, { form: { email: 'mb@example.com', type: 'multibanco' } });
    expect(next).toBe('voucher');
    const intent = await browser.answer('otherMethodsPaymentIntent', { query: { order_id: orderId ?? '' } });
    const reference = JSON.parse(intent.message) as MultibancoReference;
    expect(reference).toMatchObject({ entity: '21312', reference: expect.stringMatching(/^\d{9}$/) });
    expect((await browser.post('/__admin/multibanco-paid', { reference: reference.reference })).statusCode).toBe(200);
    expect((await order(browser, orderId ?? ''))?.state).toBe('paid');
  });

  test('[payments] an intent for an order that is not waiting for that method answers ok false and an empty message', async () => {
    const browser = await buyerWithCart();
    expect(await browser.answer('otherMethodsBizum', { query: { order_id: '1' } })).toMatchObject({ ok: false, message: '' });
  });

  test('[bank] a logged-in customer pays by bank transfer: the order waits with the bank details', async () => {
    const browser = await buyerWithCart();
    await browser.call('authenticate', { body: { email: DEMO_CUSTOMER.email, pass: DEMO_CUSTOMER.password } });
    const answer = (
      await browser.call('checkoutAuthenticated', { body: { form: { email: DEMO_CUSTOMER.email, type: 'bank' } } })
    ).json<CheckoutResponse>();
    expect(answer).toMatchObject({ ok: true, next: 'bank' });
    expect(await order(browser, answer.order_id ?? '')).toMatchObject({
      state: 'pending_payment',
      bank: { concept: `Pedido ${answer.order_id}` },
    });
  });
});
