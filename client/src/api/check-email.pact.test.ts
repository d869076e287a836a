import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, test } from 'vitest';
import { checkEmail } from './check-email.ts';
import { CheckEmailResponse } from '#contracts/api/customer.ts';
import { DEMO_CUSTOMER } from '#contracts/fake-backend/demo-data.ts';
import { endpoints } from '#contracts/api/endpoints.ts';
import { PAYMENT_STATES } from '#contracts/testing/pact-states.ts';
import { configShape } from '../testing/pact/shapes.ts';
import { ACCEPT_JSON, contractExample, pointClientAt, storefrontPact } from '../testing/pact/storefront-pact.ts';

const pact = storefrontPact();
const { checkEmail: endpoint } = endpoints;
const pathFor = (email: string) => endpoint.path.replace(':email', encodeURIComponent(email));

describe('[pact] GET checkEmail/email/{email}', () => {
  test.each([
    [DEMO_CUSTOMER.email, true, 'a registered address'],
    ['nuevo@example.com', false, 'a new address'],
  ])('[register] checkEmail of %s says exists: %s', async (email, exists, what) => {
    const body = { ok: MatchersV3.equal(true), exists: MatchersV3.equal(exists), config: configShape() };
    contractExample(CheckEmailResponse, body);

    await pact
      .addInteraction()
      .given(PAYMENT_STATES.registeredCustomer)
      .uponReceiving(`a check of ${what}`)
      .withRequest(endpoint.method, pathFor(email), (request) => request.headers(ACCEPT_JSON))
      .willRespondWith(200, (response) => response.jsonBody(body))
      .executeTest(async (mockServer) => {
        pointClientAt(mockServer);
        expect(await checkEmail(email)).toBe(exists);
      });
  });
});
