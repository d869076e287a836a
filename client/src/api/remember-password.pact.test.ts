import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, test } from 'vitest';
import { rememberPassword } from './remember-password.ts';
import { RememberPasswordResponse } from '#contracts/api/customer.ts';
import { DEMO_CUSTOMER } from '#contracts/fake-backend/demo-data.ts';
import { endpoints } from '#contracts/api/endpoints.ts';
import { PAYMENT_STATES } from '#contracts/testing/pact-states.ts';
import { configShape } from '../testing/pact/shapes.ts';
import { requestHeaders, ACCEPT_JSON, contractExample, pointClientAt, storefrontPact } from '../testing/pact/storefront-pact.ts';
import { ROUTES } from '#contracts/constants/client-routes.ts';

const pact = storefrontPact();
const { rememberPassword: endpoint } = endpoints;

describe('[pact] GET rememberPassword/email/{email}/', () => {
  test('[authenticate] a password reminder answers the link back to authenticate for that address', async () => {
    const encoded = encodeURIComponent(DEMO_CUSTOMER.email);
    const link = ROUTES.authenticateAs(DEMO_CUSTOMER.email);
    const body = { ok: MatchersV3.equal(true), link: MatchersV3.equal(link), config: configShape() };
    contractExample(RememberPasswordResponse, body);

    await pact
      .addInteraction()
      .given(PAYMENT_STATES.registeredCustomer)
      .uponReceiving('a password reminder for a registered address')
      .withRequest(endpoint.method, endpoint.path.replace(':email', encoded), (request) =>
        request.query({ path: ROUTES.authenticate }).headers(requestHeaders(endpoint, ACCEPT_JSON)),
      )
      .willRespondWith(200, (response) => response.jsonBody(body))
      .executeTest(async (mockServer) => {
        pointClientAt(mockServer);
        expect(await rememberPassword(DEMO_CUSTOMER.email, ROUTES.authenticate)).toBe(link);
      });
  });
});
