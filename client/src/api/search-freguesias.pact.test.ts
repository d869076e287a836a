import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, test } from 'vitest';
import { searchFreguesias } from './search-freguesias.ts';
import { endpoints } from '#contracts/api/endpoints.ts';
import { FreguesiasResponse, type FreguesiasQuery } from '#contracts/api/portugal.ts';
import { PROVIDER_STATES } from '#contracts/testing/pact-states.ts';
import { paranhosExample } from '#contracts/testing/portugal-examples.ts';
import { ACCEPT_JSON, contractExample, pointClientAt, storefrontPact } from '../testing/pact/storefront-pact.ts';

const pact = storefrontPact();
const { searchFreguesias: endpoint } = endpoints;
const { eachLike, like, regex } = MatchersV3;

/** Both searches answer the same shape; `ips` (the simplified report's) offers mainland parishes only. */
describe.each([
  ['all', 'every parish (the permanent certificate’s search)'],
  ['ips', 'mainland parishes (the simplified report’s search)'],
] as const satisfies readonly (readonly [FreguesiasQuery['type'], string])[])('[pact] GET freguesias.php?type=%s', (type, what) => {
  test(`[parish] part of a parish name answers ${what} with their concelho and distrito`, async () => {
    const parish = paranhosExample();
    const body = eachLike({ ...parish, label: like(parish.label), value: regex('^[0-9]{4}[0-9A-Z]{2}$', parish.value) });
    const example = contractExample(FreguesiasResponse, body);

    await pact
      .addInteraction()
      .given(PROVIDER_STATES.visitorOnStore16)
      .uponReceiving(type === 'all' ? 'a parish search by part of its name' : 'a mainland parish search by part of its name')
      .withRequest(endpoint.method, endpoint.path, (request) => request.query({ app: '1', type, term: 'paranhos' }).headers(ACCEPT_JSON))
      .willRespondWith(200, (response) => response.jsonBody(body))
      .executeTest(async (mockServer) => {
        pointClientAt(mockServer);
        await expect(searchFreguesias('paranhos', type)).resolves.toEqual(example);
      });
  });
});
