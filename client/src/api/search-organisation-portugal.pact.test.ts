import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, test } from 'vitest';
import { searchOrganisationPortugal } from './search-organisation-portugal.ts';
import { endpoints } from '#contracts/api/endpoints.ts';
import { OrganisationPortugalResponse } from '#contracts/api/portugal.ts';
import { PROVIDER_STATES } from '#contracts/testing/pact-states.ts';
import { organisationExample } from '#contracts/testing/portugal-examples.ts';
import { ACCEPT_JSON, contractExample, pointClientAt, storefrontPact } from '../testing/pact/storefront-pact.ts';

const pact = storefrontPact();
const { searchOrganisationPortugal: endpoint } = endpoints;
const { eachLike, like, regex } = MatchersV3;

describe('[pact] GET searchOrganisationPortugal', () => {
  test('[company] part of a company name answers companies with their NIPC and sede', async () => {
    const company = organisationExample();
    const body = eachLike({ nombre: like(company.nombre), nipc: regex('^[5689][0-9]{8}$', company.nipc), sede: like(company.sede) });
    const example = contractExample(OrganisationPortugalResponse, body);

    await pact
      .addInteraction()
      .given(PROVIDER_STATES.visitorOnStore16)
      .uponReceiving('a Portuguese company search by part of its name')
      .withRequest(endpoint.method, endpoint.path, (request) => request.query({ sociedad: 'ribeiro' }).headers(ACCEPT_JSON))
      .willRespondWith(200, (response) => response.jsonBody(body))
      .executeTest(async (mockServer) => {
        pointClientAt(mockServer);
        await expect(searchOrganisationPortugal('ribeiro')).resolves.toEqual(example);
      });
  });
});
