import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, test } from 'vitest';
import { responseExamples } from '#contracts/testing/response-examples.ts';
import { otherMethodsBizum } from './other-methods-bizum.ts';
import { endpoints } from '#contracts/api/endpoints.ts';
import { PaymentIntentResponse } from '#contracts/api/payment.ts';
import { PAYMENT_STATES } from '#contracts/testing/pact-states.ts';
import { configShape } from '../testing/pact/shapes.ts';
import { verifyIntent } from '../testing/pact/intent-pact.ts';
import { requestHeaders, ACCEPT_JSON, contractExample, pointClientAt, storefrontPact } from '../testing/pact/storefront-pact.ts';

const pact = storefrontPact();

describe('[pact] GET otherMethodsBizum/', () => {
  test('[bizum] an order awaiting Bizum is ready for Redsys', async () => {
    await verifyIntent({
      endpoint: 'otherMethodsBizum',
      method: 'bizum',
      storeId: 14,
      call: otherMethodsBizum,
      message: MatchersV3.regex('^/redsys/rest/processBizum\\?order_id=[0-9]+$', responseExamples.otherMethodsBizum().message),
    });
  });

  test('[payments] an intent answered ok false gives an empty message (spec 8)', async () => {
    const endpoint = endpoints.otherMethodsBizum;
    const body = { ok: MatchersV3.equal(false), message: MatchersV3.equal(''), config: configShape() };
    contractExample(PaymentIntentResponse, body);

    await pact
      .addInteraction()
      .given(PAYMENT_STATES.registeredCustomer)
      .uponReceiving('a Bizum intent for an order that is not awaiting payment')
      .withRequest(endpoint.method, endpoint.path, (request) =>
        request.query({ order_id: '1' }).headers(requestHeaders(endpoint, ACCEPT_JSON)),
      )
      .willRespondWith(200, (response) => response.jsonBody(body))
      .executeTest(async (mockServer) => {
        pointClientAt(mockServer);
        expect(await otherMethodsBizum('1')).toBe('');
      });
  });
});
