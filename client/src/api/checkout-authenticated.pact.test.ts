import { describe, expect, test } from 'vitest';
import { checkoutAuthenticated } from './checkout-authenticated.ts';
import { DEMO_CUSTOMER, TEST_CARDS } from '#contracts/fake-backend/demo-data.ts';
import { endpoints } from '#contracts/api/endpoints.ts';
import { type CheckoutAuthenticatedBody, type CheckoutNext, CheckoutResponse } from '#contracts/api/payment.ts';
import { PAYMENT_STATES } from '#contracts/testing/pact-states.ts';
import { customerConfigExample } from '#contracts/testing/payment-examples.ts';
import { paidConfigShape, placedOrderShape } from '../testing/pact/shapes.ts';
import { requestHeaders, ACCEPT_JSON, contractExample, pointClientAt, storefrontPact } from '../testing/pact/storefront-pact.ts';

const pact = storefrontPact();
const { checkoutAuthenticated: endpoint } = endpoints;
const nextYear = String(new Date().getUTCFullYear() + 1);
const { email } = DEMO_CUSTOMER;

/** One checkout per type (spec 7), each on a store that offers it. */
const CASES: [string, CheckoutAuthenticatedBody, number, CheckoutNext][] = [
  ['cc', { form: { email, type: 'cc', num: TEST_CARDS.frictionless, month: '12', year: nextYear } }, 14, 'paid'],
  ['bizum', { form: { email, type: 'bizum' } }, 14, 'provider'],
  ['paypal', { form: { email, type: 'paypal' } }, 14, 'provider'],
  ['bank', { form: { email, type: 'bank' } }, 14, 'bank'],
  ['monei', { form: { email, type: 'monei' } }, 17, 'provider'],
  ['multibanco', { form: { email, type: 'multibanco' } }, 16, 'voucher'],
];

const JSON_HEADERS = { ...ACCEPT_JSON, 'Content-Type': 'application/json' };

describe('[pact] POST checkoutAuthenticated/', () => {
  test.each(CASES)('[checkout] a logged-in customer checks out with type %s', async (type, requestBody, storeId, next) => {
    const body = placedOrderShape(next, next === 'paid' ? paidConfigShape() : undefined);
    const example = contractExample(CheckoutResponse, body);

    await pact
      .addInteraction()
      .given(PAYMENT_STATES.customerWithCart, { storeId })
      .uponReceiving(`a customer's checkout with type ${type}`)
      .withRequest(endpoint.method, endpoint.path, (request) =>
        request.headers(requestHeaders(endpoint, JSON_HEADERS)).jsonBody(requestBody),
      )
      .willRespondWith(200, (response) => response.jsonBody(body))
      .executeTest(async (mockServer) => {
        pointClientAt(mockServer);
        expect(await checkoutAuthenticated(requestBody)).toEqual(example);
      });
  });

  test('[checkout] called with the configuration only, the preferred payment of the billing record is used', async () => {
    const requestBody = { config: customerConfigExample() };
    const body = placedOrderShape('bank');
    const example = contractExample(CheckoutResponse, body);

    await pact
      .addInteraction()
      .given(PAYMENT_STATES.customerPreferringBank)
      .uponReceiving("a customer's checkout with the configuration only")
      .withRequest(endpoint.method, endpoint.path, (request) =>
        request.headers(requestHeaders(endpoint, JSON_HEADERS)).jsonBody(requestBody),
      )
      .willRespondWith(200, (response) => response.jsonBody(body))
      .executeTest(async (mockServer) => {
        pointClientAt(mockServer);
        expect(await checkoutAuthenticated(requestBody)).toEqual(example);
      });
  });
});
