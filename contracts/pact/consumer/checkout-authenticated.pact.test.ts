import { describe, expect, test } from 'vitest';
import { checkoutAuthenticated } from '../../../client/src/api/checkout-authenticated.ts';
import { endpoints } from '#contracts/endpoints.ts';
import { type CheckoutAuthenticatedBody, type CheckoutNext, CheckoutResponse } from '#contracts/payment.ts';
import { PAYMENT_STATES } from '../pact-names.ts';
import { configExample } from './examples.ts';
import { paidConfigShape, placedOrderShape } from './payment-examples.ts';
import { ACCEPT_JSON, contractExample, pointClientAt, storefrontPact } from './storefront-pact.ts';

const pact = storefrontPact();
const { checkoutAuthenticated: endpoint } = endpoints;
const nextYear = String(new Date().getUTCFullYear() + 1);
const email = 'cliente@example.com';

/** One checkout per type (spec 7), each on a store that offers it. */
const CASES: [string, CheckoutAuthenticatedBody, number, CheckoutNext][] = [
  ['cc', { form: { email, type: 'cc', num: '4242424242424242', month: '12', year: nextYear } }, 14, 'paid'],
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
      .withRequest(endpoint.method, endpoint.path, (request) => request.headers(JSON_HEADERS).jsonBody(requestBody))
      .willRespondWith(200, (response) => response.jsonBody(body))
      .executeTest(async (mockServer) => {
        pointClientAt(mockServer);
        expect(await checkoutAuthenticated(requestBody)).toEqual(example);
      });
  });

  test('[checkout] called with the configuration only, the preferred payment of the billing record is used', async () => {
    const requestBody = { config: configExample({ loggedIn: true, customerEmail: email }) };
    const body = placedOrderShape('bank');
    const example = contractExample(CheckoutResponse, body);

    await pact
      .addInteraction()
      .given(PAYMENT_STATES.customerPreferringBank)
      .uponReceiving("a customer's checkout with the configuration only")
      .withRequest(endpoint.method, endpoint.path, (request) => request.headers(JSON_HEADERS).jsonBody(requestBody))
      .willRespondWith(200, (response) => response.jsonBody(body))
      .executeTest(async (mockServer) => {
        pointClientAt(mockServer);
        expect(await checkoutAuthenticated(requestBody)).toEqual(example);
      });
  });
});
