import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, test } from 'vitest';
import { endpoints } from '#contracts/api/endpoints.ts';
import { PROVIDER_STATES } from '#contracts/testing/pact-states.ts';
import { VersionResponse } from '#contracts/api/version.ts';
import { ACCEPT_JSON, contractExample, pointClientAt, storefrontPact } from '../testing/pact/storefront-pact.ts';
import { getVersion } from './get-version.ts';

const pact = storefrontPact();
const { getVersion: endpoint } = endpoints;
const NOW = Date.UTC(2026, 10, 23, 10, 0, 0);

describe('[pact] GET version file', () => {
  test('[version] the version file answers the deployed version, asked with the time parameter', async () => {
    // Shapes only: the version is whatever was deployed.
    const body = { version: MatchersV3.regex('^[0-9]+\\.[0-9]+\\.[0-9]+$', '5.46.3') };
    const example = contractExample(VersionResponse, body);

    await pact
      .addInteraction()
      // A fresh visitor: no admin call has deployed another version for them.
      .given(PROVIDER_STATES.visitorOnSpanishStore)
      .uponReceiving('a request for the version file')
      .withRequest(endpoint.method, endpoint.path, (request) =>
        request.query({ t: MatchersV3.regex('^[0-9]{1,16}$', String(NOW)) }).headers(ACCEPT_JSON),
      )
      .willRespondWith(200, (response) => response.jsonBody(body))
      .executeTest(async (mockServer) => {
        pointClientAt(mockServer);
        expect(await getVersion(NOW)).toBe(example.version);
      });
  });
});
