import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, test } from 'vitest';
import { rememberPassword } from '../../../client/src/api/remember-password.ts';
import { RememberPasswordResponse } from '#contracts/customer.ts';
import { endpoints } from '#contracts/endpoints.ts';
import { PAYMENT_STATES } from '../pact-names.ts';
import { configShape } from './examples.ts';
import { ACCEPT_JSON, contractExample, pointClientAt, storefrontPact } from './storefront-pact.ts';

const pact = storefrontPact();
const { rememberPassword: endpoint } = endpoints;

describe('[pact] GET rememberPassword/email/{email}/', () => {
  test('[authenticate] a password reminder answers the link back to authenticate for that address', async () => {
    const link = '/customer/authenticate/cliente%40example.com';
    const body = { ok: MatchersV3.equal(true), link: MatchersV3.equal(link), config: configShape() };
    contractExample(RememberPasswordResponse, body);

    await pact
      .addInteraction()
      .given(PAYMENT_STATES.registeredCustomer)
      .uponReceiving('a password reminder for a registered address')
      .withRequest(endpoint.method, endpoint.path.replace(':email', 'cliente%40example.com'), (request) =>
        request.query({ path: '/customer/authenticate' }).headers(ACCEPT_JSON),
      )
      .willRespondWith(200, (response) => response.jsonBody(body))
      .executeTest(async (mockServer) => {
        pointClientAt(mockServer);
        expect(await rememberPassword('cliente@example.com', '/customer/authenticate')).toBe(link);
      });
  });
});
