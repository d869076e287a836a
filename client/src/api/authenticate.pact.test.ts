import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, test } from 'vitest';
import { authenticate, isTooManyLogins } from './authenticate.ts';
import { AuthenticateResponse } from '#contracts/api/customer.ts';
import { DEMO_CUSTOMER } from '#contracts/fake-backend/demo-data.ts';
import { endpoints } from '#contracts/api/endpoints.ts';
import { PAYMENT_STATES, THROTTLED_LOGIN_EMAIL } from '#contracts/testing/pact-states.ts';
import { configExample } from '#contracts/testing/examples.ts';
import { customerConfigShape } from '../testing/pact/shapes.ts';
import { requestHeaders, ACCEPT_JSON, contractExample, pointClientAt, storefrontPact } from '../testing/pact/storefront-pact.ts';

const pact = storefrontPact();
const { authenticate: endpoint } = endpoints;
const JSON_BODY = { ...ACCEPT_JSON, 'Content-Type': 'application/json' };

describe('[pact] POST authenticate/', () => {
  test('[authenticate] the right password logs the customer in', async () => {
    const credentials = { email: DEMO_CUSTOMER.email, pass: DEMO_CUSTOMER.password };
    const body = { ok: MatchersV3.equal(true), message: MatchersV3.like(''), config: customerConfigShape() };
    contractExample(AuthenticateResponse, body);

    await pact
      .addInteraction()
      .given(PAYMENT_STATES.registeredCustomer)
      .uponReceiving('a login with the right password')
      .withRequest(endpoint.method, endpoint.path, (request) => request.headers(requestHeaders(endpoint, JSON_BODY)).jsonBody(credentials))
      .willRespondWith(200, (response) => response.jsonBody(body))
      .executeTest(async (mockServer) => {
        pointClientAt(mockServer);
        const answer = await authenticate(credentials);
        expect(answer.ok).toBe(true);
        expect(answer.config.loggedIn).toBe(true);
      });
  });

  test('[authenticate] a wrong password gets a message and no login', async () => {
    const credentials = { email: DEMO_CUSTOMER.email, pass: 'wrong-password' };
    const body = {
      ok: MatchersV3.equal(false),
      message: MatchersV3.like('El email o la contraseña no son correctos.'),
      config: MatchersV3.like({ ...configExample(), loggedIn: MatchersV3.equal(false) }),
    };
    contractExample(AuthenticateResponse, body);

    await pact
      .addInteraction()
      .given(PAYMENT_STATES.registeredCustomer)
      .uponReceiving('a login with a wrong password')
      .withRequest(endpoint.method, endpoint.path, (request) => request.headers(requestHeaders(endpoint, JSON_BODY)).jsonBody(credentials))
      .willRespondWith(200, (response) => response.jsonBody(body))
      .executeTest(async (mockServer) => {
        pointClientAt(mockServer);
        const answer = await authenticate(credentials);
        expect(answer).toMatchObject({ ok: false, message: 'El email o la contraseña no son correctos.' });
      });
  });

  test('[authenticate] after too many failed logins for an address the next is a 429 with Retry-After, which the client tells apart', async () => {
    const credentials = { email: THROTTLED_LOGIN_EMAIL, pass: 'another-guess' };
    const body = {
      ok: false,
      statusCode: 429,
      error: 'Too Many Requests',
      message: MatchersV3.regex(
        '^body/email: .*try again in [0-9]+ minutes?$',
        'body/email: too many failed logins; try again in 15 minutes',
      ),
    };

    await pact
      .addInteraction()
      .given(PAYMENT_STATES.tooManyFailedLogins)
      .uponReceiving('a login after too many failed ones for that address')
      .withRequest(endpoint.method, endpoint.path, (request) => request.headers(requestHeaders(endpoint, JSON_BODY)).jsonBody(credentials))
      .willRespondWith(429, (response) => response.headers({ 'Retry-After': MatchersV3.regex('^[0-9]+$', '900') }).jsonBody(body))
      .executeTest(async (mockServer) => {
        pointClientAt(mockServer);
        const failure = await authenticate(credentials).then(
          () => undefined,
          (error: unknown) => error,
        );
        expect(isTooManyLogins(failure)).toBe(true);
      });
  });
});
