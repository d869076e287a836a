import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, test } from 'vitest';
import { PushSubscribeResponse } from '#contracts/api/account.ts';
import { endpoints } from '#contracts/api/endpoints.ts';
import { pushSubscriptionExample } from '#contracts/testing/account-examples.ts';
import { ACCOUNT_STATES } from '#contracts/testing/pact-states.ts';
import { customerConfigShape } from '../testing/pact/shapes.ts';
import { requestHeaders, ACCEPT_JSON, contractExample, pointClientAt, storefrontPact } from '../testing/pact/storefront-pact.ts';
import { pushSubscribe } from './push-subscribe.ts';

const pact = storefrontPact();
const { pushSubscribe: endpoint } = endpoints;
const JSON_BODY = { ...ACCEPT_JSON, 'Content-Type': 'application/json' };

describe('[pact] POST pushSubscribe/', () => {
  test('[push] the browser’s push subscription is sent as is', async () => {
    const subscription = pushSubscriptionExample();
    const body = { ok: MatchersV3.equal(true), config: customerConfigShape() };
    contractExample(PushSubscribeResponse, body);

    await pact
      .addInteraction()
      .given(ACCOUNT_STATES.customerWithOrdersInEveryStatus)
      .uponReceiving('a push subscription')
      .withRequest(endpoint.method, endpoint.path, (request) => request.headers(requestHeaders(endpoint, JSON_BODY)).jsonBody(subscription))
      .willRespondWith(200, (response) => response.jsonBody(body))
      .executeTest(async (mockServer) => {
        pointClientAt(mockServer);
        await expect(pushSubscribe(subscription)).resolves.toBeUndefined();
      });
  });
});
