import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, test } from 'vitest';
import { searchSociedad } from './search-sociedad.ts';
import { endpoints } from '#contracts/api/endpoints.ts';
import { SociedadResponse } from '#contracts/api/spain.ts';
import { PROVIDER_STATES } from '#contracts/testing/pact-states.ts';
import { companyExample } from '#contracts/testing/spain-examples.ts';
import { ACCEPT_JSON, contractExample, pointClientAt, storefrontPact } from '../testing/pact/storefront-pact.ts';

const pact = storefrontPact();
const { searchSociedad: endpoint } = endpoints;
const { eachLike, like, regex } = MatchersV3;

describe('[pact] GET sociedad.php', () => {
  test('[company] part of a company name answers companies with a CIF', async () => {
    const company = companyExample();
    const body = eachLike({ nombre: like(company.nombre), cif: regex('^[A-Z][0-9]{7}[0-9A-J]$', company.cif) });
    const example = contractExample(SociedadResponse, body);

    await pact
      .addInteraction()
      .given(PROVIDER_STATES.visitorOnSpanishStore)
      .uponReceiving('a company search by part of its name')
      .withRequest(endpoint.method, endpoint.path, (request) =>
        request.query({ app: '1', sociedad: 'construcciones' }).headers(ACCEPT_JSON),
      )
      .willRespondWith(200, (response) => response.jsonBody(body))
      .executeTest(async (mockServer) => {
        pointClientAt(mockServer);
        await expect(searchSociedad('construcciones')).resolves.toEqual(example);
      });
  });
});
