import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, test } from 'vitest';
import { getClient } from './get-client.ts';
import { ClientResponse } from '#contracts/api/customer.ts';
import { endpoints } from '#contracts/api/endpoints.ts';
import { PAYMENT_STATES } from '#contracts/testing/pact-states.ts';
import { billingRecordExample, spanishRegionsExample } from '#contracts/testing/payment-examples.ts';
import { customerConfigShape } from '../testing/pact/shapes.ts';
import { ACCEPT_JSON, contractExample, pointClientAt, storefrontPact } from '../testing/pact/storefront-pact.ts';

const pact = storefrontPact();
const { getClient: endpoint } = endpoints;

describe('[pact] GET client', () => {
  test('[billing] a logged-in customer gets their billing record and the regions of the store’s country', async () => {
    const body = {
      client: MatchersV3.like(billingRecordExample()),
      // the store's provinces, each shaped like Madrid
      regions: MatchersV3.eachLike(spanishRegionsExample()[1]),
      config: customerConfigShape(),
    };
    const example = contractExample(ClientResponse, body);

    await pact
      .addInteraction()
      .given(PAYMENT_STATES.customerWithBillingRecord)
      .uponReceiving('a request for the billing record')
      .withRequest(endpoint.method, endpoint.path, (request) => request.headers(ACCEPT_JSON))
      .willRespondWith(200, (response) => response.jsonBody(body))
      .executeTest(async (mockServer) => {
        pointClientAt(mockServer);
        const answer = await getClient();
        expect(answer.client).toEqual(example.client);
        expect(answer.regions).toEqual(example.regions);
      });
  });
});
