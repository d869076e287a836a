import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, test } from 'vitest';
import { checkoutRegister } from './checkout-register.ts';
import { TEST_CARDS } from '#contracts/fake-backend/demo-data.ts';
import { endpoints } from '#contracts/api/endpoints.ts';
import { type CheckoutNext, type CheckoutRegisterBody, CheckoutResponse } from '#contracts/api/payment.ts';
import { PAYMENT_STATES } from '#contracts/testing/pact-states.ts';
import { customerConfigShape, paidConfigShape, placedOrderShape } from '../testing/pact/shapes.ts';
import { requestHeaders, ACCEPT_JSON, contractExample, pointClientAt, storefrontPact } from '../testing/pact/storefront-pact.ts';

const pact = storefrontPact();
const { checkoutRegister: endpoint } = endpoints;
const nextYear = String(new Date().getUTCFullYear() + 1);

/** One checkout per type (spec 7), each on a store that offers it, each with its own new address. */
const CASES: [string, CheckoutRegisterBody['form'], number, CheckoutNext][] = [
  ['cc', { email: 'nuevo-cc@example.com', type: 'cc', num: TEST_CARDS.frictionless, month: '12', year: nextYear }, 14, 'paid'],
  ['bizum', { email: 'nuevo-bizum@example.com', type: 'bizum' }, 14, 'provider'],
  ['paypal', { email: 'nuevo-paypal@example.com', type: 'paypal' }, 14, 'provider'],
  ['monei', { email: 'nuevo-monei@example.com', type: 'monei' }, 17, 'provider'],
  ['multibanco', { email: 'nuevo-multibanco@example.com', type: 'multibanco' }, 16, 'voucher'],
  ['moneimultibanco', { email: 'nuevo-moneimb@example.com', type: 'moneimultibanco' }, 16, 'voucher'],
];

describe('[pact] POST checkoutRegister/', () => {
  test.each(CASES)('[checkout] a new buyer checks out with type %s', async (type, form, storeId, next) => {
    const body = placedOrderShape(next, next === 'paid' ? paidConfigShape() : undefined);
    const example = contractExample(CheckoutResponse, body);

    await pact
      .addInteraction()
      .given(PAYMENT_STATES.newBuyerWithCart, { storeId })
      .uponReceiving(`a new buyer's checkout with type ${type}`)
      .withRequest(endpoint.method, endpoint.path, (request) =>
        request.headers(requestHeaders(endpoint, { ...ACCEPT_JSON, 'Content-Type': 'application/json' })).jsonBody({ form }),
      )
      .willRespondWith(200, (response) => response.jsonBody(body))
      .executeTest(async (mockServer) => {
        pointClientAt(mockServer);
        const answer = await checkoutRegister(form);
        expect(answer).toEqual(example);
        expect(answer.next).toBe(next);
      });
  });

  test('[checkout] a declined card places no order and says why, as a reason code the client words', async () => {
    const form: CheckoutRegisterBody['form'] = {
      email: 'nuevo-rechazada@example.com',
      type: 'cc',
      num: TEST_CARDS.declined,
      month: '12',
      year: nextYear,
    };
    const body = {
      ok: MatchersV3.equal(false),
      message: MatchersV3.like('El banco ha denegado el pago.'),
      reason: MatchersV3.equal('card_declined'),
      next: MatchersV3.equal('declined'),
      order_id: null,
      config: customerConfigShape(),
    };
    const example = contractExample(CheckoutResponse, body);

    await pact
      .addInteraction()
      .given(PAYMENT_STATES.newBuyerWithCart, { storeId: 14 })
      .uponReceiving("a new buyer's checkout with a declined card")
      .withRequest(endpoint.method, endpoint.path, (request) =>
        request.headers(requestHeaders(endpoint, { ...ACCEPT_JSON, 'Content-Type': 'application/json' })).jsonBody({ form }),
      )
      .willRespondWith(200, (response) => response.jsonBody(body))
      .executeTest(async (mockServer) => {
        pointClientAt(mockServer);
        const answer = await checkoutRegister(form);
        expect(answer).toEqual(example);
        expect(answer).toMatchObject({ ok: false, next: 'declined', reason: 'card_declined', order_id: null });
      });
  });
});
