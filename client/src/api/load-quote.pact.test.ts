import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, test } from 'vitest';
import { loadQuote } from './load-quote.ts';
import { SEEDED_QUOTE_ID } from '#contracts/fake-backend/admin.ts';
import { endpoints } from '#contracts/api/endpoints.ts';
import { LoadQuoteResponse } from '#contracts/api/payment.ts';
import { PROVIDER_STATES } from '#contracts/testing/pact-states.ts';
import { cartItemExample } from '#contracts/testing/examples.ts';
import { configShape, itemShape } from '../testing/pact/shapes.ts';
import { requestHeaders, ACCEPT_JSON, contractExample, pointClientAt, storefrontPact } from '../testing/pact/storefront-pact.ts';

const pact = storefrontPact();
const { loadQuote: endpoint } = endpoints;

describe('[pact] GET loadquote', () => {
  test('[payment] a saved quote loads as the cart', async () => {
    const body = { ok: MatchersV3.equal(true), cart: MatchersV3.eachLike(itemShape(cartItemExample())), config: configShape() };
    contractExample(LoadQuoteResponse, body);

    await pact
      .addInteraction()
      .given(PROVIDER_STATES.cartWithTwoItems)
      .uponReceiving('a request to load the saved quote')
      .withRequest(endpoint.method, endpoint.path, (request) =>
        request.query({ id: SEEDED_QUOTE_ID }).headers(requestHeaders(endpoint, ACCEPT_JSON)),
      )
      .willRespondWith(200, (response) => response.jsonBody(body))
      .executeTest(async (mockServer) => {
        pointClientAt(mockServer);
        expect(await loadQuote(SEEDED_QUOTE_ID)).toBe(true);
      });
  });
});
