import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, test } from 'vitest';
import { LogoutResponse } from '#contracts/api/account.ts';
import { endpoints } from '#contracts/api/endpoints.ts';
import { configExample } from '#contracts/testing/examples.ts';
import { ACCOUNT_STATES } from '#contracts/testing/pact-states.ts';
import { configState } from '../stores/config-store.ts';
import { requestHeaders, ACCEPT_JSON, contractExample, pointClientAt, storefrontPact } from '../testing/pact/storefront-pact.ts';
import { logout } from './logout.ts';

const pact = storefrontPact();
const { logout: endpoint } = endpoints;
const JSON_BODY = { ...ACCEPT_JSON, 'Content-Type': 'application/json' };

describe('[pact] POST logout/', () => {
  test('[customer] logging out answers the configuration of an anonymous visitor, which the client stores', async () => {
    const body = {
      ok: MatchersV3.equal(true),
      config: MatchersV3.like({ ...configExample(), loggedIn: MatchersV3.equal(false), customerEmail: MatchersV3.equal('') }),
    };
    contractExample(LogoutResponse, body);

    await pact
      .addInteraction()
      .given(ACCOUNT_STATES.customerWithOrdersInEveryStatus)
      .uponReceiving('a request to log out')
      .withRequest(endpoint.method, endpoint.path, (request) => request.headers(requestHeaders(endpoint, JSON_BODY)).jsonBody({}))
      .willRespondWith(200, (response) => response.jsonBody(body))
      .executeTest(async (mockServer) => {
        pointClientAt(mockServer);
        await logout();
        expect(configState.config.loggedIn).toBe(false);
      });
  });
});
