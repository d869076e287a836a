import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, test } from 'vitest';
import { clientUpdate } from './client-update.ts';
import { ClientUpdateResponse } from '#contracts/api/customer.ts';
import { endpoints } from '#contracts/api/endpoints.ts';
import { PAYMENT_STATES } from '#contracts/testing/pact-states.ts';
import { billingRecordExample, billingUpdateExample } from '#contracts/testing/payment-examples.ts';
import { customerConfigShape } from '../testing/pact/shapes.ts';
import { requestHeaders, ACCEPT_JSON, contractExample, pointClientAt, storefrontPact } from '../testing/pact/storefront-pact.ts';

const pact = storefrontPact();
const { clientUpdate: endpoint } = endpoints;

describe('[pact] POST clientupdate', () => {
  test('[billing] a logged-in customer saves their billing record', async () => {
    const data = billingUpdateExample({ payment: { preferred_payment: 'cc' } });
    const body = { ok: MatchersV3.equal(true), message: MatchersV3.like(''), client: MatchersV3.like(data), config: customerConfigShape() };
    contractExample(ClientUpdateResponse, body);

    await pact
      .addInteraction()
      .given(PAYMENT_STATES.loggedInCustomer)
      .uponReceiving('a billing record to save')
      .withRequest(endpoint.method, endpoint.path, (request) =>
        request.headers(requestHeaders(endpoint, { ...ACCEPT_JSON, 'Content-Type': 'application/json' })).jsonBody({ data }),
      )
      .willRespondWith(200, (response) => response.jsonBody(body))
      .executeTest(async (mockServer) => {
        pointClientAt(mockServer);
        const answer = await clientUpdate(data);
        expect(answer).toMatchObject({ ok: true, client: data });
      });
  });

  test('[bank] a preferred payment by bank sends the account in its four parts; the answer has its last four digits only', async () => {
    const data = billingUpdateExample();
    const answered = billingRecordExample();
    const body = {
      ok: MatchersV3.equal(true),
      message: MatchersV3.like(''),
      client: MatchersV3.like(answered),
      config: customerConfigShape(),
    };
    const example = contractExample(ClientUpdateResponse, body);

    await pact
      .addInteraction()
      .given(PAYMENT_STATES.loggedInCustomer)
      .uponReceiving('a billing record with a preferred payment by bank and its account')
      .withRequest(endpoint.method, endpoint.path, (request) =>
        request.headers(requestHeaders(endpoint, { ...ACCEPT_JSON, 'Content-Type': 'application/json' })).jsonBody({ data }),
      )
      .willRespondWith(200, (response) => response.jsonBody(body))
      .executeTest(async (mockServer) => {
        pointClientAt(mockServer);
        const answer = await clientUpdate(data);
        expect(answer.client?.payment).toEqual({ preferred_payment: 'bank', bank_account_ending: '1332' });
        expect(JSON.stringify(example)).not.toContain(data.payment.bank?.cuenta ?? '?');
      });
  });
});
