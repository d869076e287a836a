import { describe, expect, test } from 'vitest';
import { getMunicipio } from './get-municipio.ts';
import { endpoints } from '#contracts/api/endpoints.ts';
import { MunicipioResponse } from '#contracts/api/spain.ts';
import { PROVIDER_STATES } from '#contracts/testing/pact-states.ts';
import { configShape, municipalityShape } from '../testing/pact/shapes.ts';
import { ACCEPT_JSON, contractExample, pointClientAt, storefrontPact } from '../testing/pact/storefront-pact.ts';

const pact = storefrontPact();
const { getMunicipio: endpoint } = endpoints;
const JSON_BODY = { ...ACCEPT_JSON, 'Content-Type': 'application/json' };

describe('[pact] POST municipio', () => {
  test('[municipality] a landing page url answers its municipality and registry offices', async () => {
    const body = { ok: true, municipio: municipalityShape(), config: configShape() };
    const example = contractExample(MunicipioResponse, body);

    await pact
      .addInteraction()
      .given(PROVIDER_STATES.visitorOnSpanishStore)
      .uponReceiving('a municipality landing page request for a known municipality')
      .withRequest(endpoint.method, endpoint.path, (request) =>
        request.headers(JSON_BODY).jsonBody({ url: 'sevilla', folder: 'NotaSimpleRegistroPropiedad' }),
      )
      .willRespondWith(200, (response) => response.jsonBody(body))
      .executeTest(async (mockServer) => {
        pointClientAt(mockServer);
        await expect(getMunicipio('sevilla', 'NotaSimpleRegistroPropiedad')).resolves.toEqual(example.municipio);
      });
  });

  test('[municipality] an unknown url answers ok false, and the client gives null', async () => {
    const body = { ok: false, municipio: null, config: configShape() };
    contractExample(MunicipioResponse, body);

    await pact
      .addInteraction()
      .given(PROVIDER_STATES.visitorOnSpanishStore)
      .uponReceiving('a municipality landing page request for an unknown municipality')
      .withRequest(endpoint.method, endpoint.path, (request) =>
        request.headers(JSON_BODY).jsonBody({ url: 'atlantida', folder: 'RegistroPropiedad' }),
      )
      .willRespondWith(200, (response) => response.jsonBody(body))
      .executeTest(async (mockServer) => {
        pointClientAt(mockServer);
        await expect(getMunicipio('atlantida', 'RegistroPropiedad')).resolves.toBeNull();
      });
  });
});
