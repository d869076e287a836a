import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, test } from 'vitest';
import { getConfig } from './get-config.ts';
import { ConfigResponse } from '#contracts/api/config.ts';
import { endpoints } from '#contracts/api/endpoints.ts';
import { PROVIDER_STATES } from '#contracts/testing/pact-states.ts';
import { portugueseConfigExample } from '#contracts/testing/examples.ts';
import { ACCEPT_JSON, contractExample, pointClientAt, storefrontPact } from '../testing/pact/storefront-pact.ts';

const pact = storefrontPact();
const { getConfig: endpoint } = endpoints;

describe('[pact] GET config', () => {
  test('[config] a visitor on store 16 gets that store’s runtime configuration', async () => {
    const store16 = portugueseConfigExample();
    // Shapes only, except the store id: the state is about the store.
    const body = { config: MatchersV3.like({ ...store16, store_id: MatchersV3.equal(16) }) };
    const example = contractExample(ConfigResponse, body);

    await pact
      .addInteraction()
      .given(PROVIDER_STATES.visitorOnStore16)
      .uponReceiving('a request for the runtime configuration')
      .withRequest(endpoint.method, endpoint.path, (request) => request.headers(ACCEPT_JSON))
      .willRespondWith(200, (response) => response.jsonBody(body))
      .executeTest(async (mockServer) => {
        pointClientAt(mockServer);
        const config = await getConfig();
        expect(config).toEqual(example.config);
        expect(config.store_id).toBe(16);
      });
  });
});
