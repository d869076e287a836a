import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, test } from 'vitest';
import { loadOrder } from './load-order.ts';
import { endpoints } from '#contracts/api/endpoints.ts';
import { LoadOrderResponse } from '#contracts/api/payment.ts';
import { PAYMENT_STATES } from '#contracts/testing/pact-states.ts';
import { ORDER_ID_EXAMPLE } from '#contracts/testing/payment-examples.ts';
import { configShape, injectedOrderId, paidConfigShape, paidOrderShape } from '../testing/pact/shapes.ts';
import { ACCEPT_JSON, contractExample, pointClientAt, storefrontPact } from '../testing/pact/storefront-pact.ts';

const pact = storefrontPact();
const { loadOrder: endpoint } = endpoints;

describe('[pact] GET loadorder', () => {
  test('[success] a paid order loads with its state, items and total', async () => {
    const body = { ok: MatchersV3.equal(true), order: paidOrderShape(), config: paidConfigShape() };
    const example = contractExample(LoadOrderResponse, body);

    await pact
      .addInteraction()
      .given(PAYMENT_STATES.paidOrder)
      .uponReceiving('a request for a paid order')
      .withRequest(endpoint.method, endpoint.path, (request) => request.query({ id: injectedOrderId() }).headers(ACCEPT_JSON))
      .willRespondWith(200, (response) => response.jsonBody(body))
      .executeTest(async (mockServer) => {
        pointClientAt(mockServer);
        const order = await loadOrder(ORDER_ID_EXAMPLE);
        expect(order).toEqual(example.order);
        expect(order?.state).toBe('paid');
      });
  });

  test('[payment] an unknown order id loads nothing', async () => {
    const body = { ok: MatchersV3.equal(false), order: null, config: configShape() };
    contractExample(LoadOrderResponse, body);

    await pact
      .addInteraction()
      .given(PAYMENT_STATES.registeredCustomer)
      .uponReceiving('a request for an unknown order')
      .withRequest(endpoint.method, endpoint.path, (request) => request.query({ id: '1' }).headers(ACCEPT_JSON))
      .willRespondWith(200, (response) => response.jsonBody(body))
      .executeTest(async (mockServer) => {
        pointClientAt(mockServer);
        expect(await loadOrder('1')).toBeNull();
      });
  });
});
