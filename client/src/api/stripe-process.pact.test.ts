import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, test } from 'vitest';
import { stripeProcess } from './stripe-process.ts';
import { endpoints } from '#contracts/api/endpoints.ts';
import { StripeProcessResponse } from '#contracts/api/payment.ts';
import { PAYMENT_STATES } from '#contracts/testing/pact-states.ts';
import { ORDER_ID_EXAMPLE } from '#contracts/testing/payment-examples.ts';
import { NUMERIC_ID_PATTERN } from '#contracts/constants/patterns.ts';
import { injectedOrderId, paidConfigShape } from '../testing/pact/shapes.ts';
import { requestHeaders, ACCEPT_JSON, contractExample, pointClientAt, storefrontPact } from '../testing/pact/storefront-pact.ts';

const pact = storefrontPact();
const { stripeProcess: endpoint } = endpoints;

describe('[pact] GET /stripe/rest/process/', () => {
  test('[card] after an approved 3DS challenge the card payment completes', async () => {
    const body = {
      ok: MatchersV3.equal(true),
      message: MatchersV3.like(''),
      order_id: MatchersV3.regex(NUMERIC_ID_PATTERN, ORDER_ID_EXAMPLE),
      config: paidConfigShape(),
    };
    contractExample(StripeProcessResponse, body);

    await pact
      .addInteraction()
      .given(PAYMENT_STATES.approvedCardChallenge)
      .uponReceiving('the completion of a card payment after its 3DS challenge')
      .withRequest(endpoint.method, endpoint.path, (request) =>
        request.query({ order_id: injectedOrderId() }).headers(requestHeaders(endpoint, ACCEPT_JSON)),
      )
      .willRespondWith(200, (response) => response.jsonBody(body))
      .executeTest(async (mockServer) => {
        pointClientAt(mockServer);
        const answer = await stripeProcess(ORDER_ID_EXAMPLE);
        expect(answer.ok).toBe(true);
        expect(answer.config.lastOrderId).toBe(ORDER_ID_EXAMPLE);
      });
  });
});
