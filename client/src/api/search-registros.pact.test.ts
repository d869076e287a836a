import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, test } from 'vitest';
import { searchRegistros } from './search-registros.ts';
import { endpoints } from '#contracts/api/endpoints.ts';
import { RegistrosResponse } from '#contracts/api/spain.ts';
import { PROVIDER_STATES } from '#contracts/testing/pact-states.ts';
import { sevillaExample } from '#contracts/testing/spain-examples.ts';
import { municipalityShape } from '../testing/pact/shapes.ts';
import { ACCEPT_JSON, contractExample, pointClientAt, storefrontPact } from '../testing/pact/storefront-pact.ts';

const pact = storefrontPact();
const { searchRegistros: endpoint } = endpoints;
const { eachLike, like } = MatchersV3;

describe('[pact] GET registros.php', () => {
  test('[registry] a typed municipality name answers suggestions with their offices, delivery hours and slow flag', async () => {
    const shape = municipalityShape().value;
    const body = eachLike({ ...shape, label: like('Sevilla (Sevilla)'), value: like('Sevilla') });
    const example = contractExample(RegistrosResponse, body);

    await pact
      .addInteraction()
      .given(PROVIDER_STATES.visitorOnSpanishStore)
      .uponReceiving('a registry search for a municipality')
      .withRequest(endpoint.method, endpoint.path, (request) => request.query({ app: '1', term: 'sevilla' }).headers(ACCEPT_JSON))
      .willRespondWith(200, (response) => response.jsonBody(body))
      .executeTest(async (mockServer) => {
        pointClientAt(mockServer);
        const found = await searchRegistros('sevilla');
        expect(found).toEqual(example);
        expect(found[0]).toMatchObject({ ...sevillaExample(), label: 'Sevilla (Sevilla)' });
      });
  });

  test('[registry] a term that matches nothing answers an empty list', async () => {
    await pact
      .addInteraction()
      .given(PROVIDER_STATES.visitorOnSpanishStore)
      .uponReceiving('a registry search that matches no municipality')
      .withRequest(endpoint.method, endpoint.path, (request) => request.query({ app: '1', term: 'xqzw' }).headers(ACCEPT_JSON))
      .willRespondWith(200, (response) => response.jsonBody([]))
      .executeTest(async (mockServer) => {
        pointClientAt(mockServer);
        await expect(searchRegistros('xqzw')).resolves.toEqual([]);
      });
  });
});
