import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, test } from 'vitest';
import { getPedidos } from '../../../client/src/api/get-pedidos.ts';
import { endpoints } from '#contracts/endpoints.ts';
import { PedidosResponse } from '#contracts/pedidos.ts';
import { PROVIDER_STATES } from '../pact-names.ts';
import { configExample, orderAwaitingPaymentExample, orderShape, ordersOfBothKindsShape } from './examples.ts';
import { ACCEPT_JSON, contractExample, pointClientAt, storefrontPact } from './storefront-pact.ts';

const pact = storefrontPact();
const { getPedidos: endpoint } = endpoints;

/** The orders pages are for logged-in customers: the configuration must say so. */
const loggedInConfig = () =>
  MatchersV3.like({ ...configExample({ customerEmail: 'cliente@example.com' }), loggedIn: MatchersV3.equal(true) });

describe('[pact] GET pedidos', () => {
  test('[orders] a logged-in customer gets their orders, with and without a panel status', async () => {
    const body = { pedidos: ordersOfBothKindsShape(), config: loggedInConfig() };
    const example = contractExample(PedidosResponse, body);

    await pact
      .addInteraction()
      .given(PROVIDER_STATES.loggedInWithOrders)
      .uponReceiving('a request for the orders list')
      .withRequest(endpoint.method, endpoint.path, (request) => request.headers(ACCEPT_JSON))
      .willRespondWith(200, (response) => response.jsonBody(body))
      .executeTest(async (mockServer) => {
        pointClientAt(mockServer);
        const { pedidos, config } = await getPedidos();
        expect(pedidos).toEqual(example.pedidos);
        expect(pedidos?.map((order) => order.panel_status_id)).toEqual([null, 60]);
        expect(config.loggedIn).toBe(true);
      });
  });

  test('[orders] ?id= gives only the items of that order', async () => {
    const order = orderAwaitingPaymentExample();
    const orderId = order.order_id ?? '';
    const body = { pedidos: MatchersV3.eachLike(orderShape(order, MatchersV3.equal(orderId))), config: loggedInConfig() };
    const example = contractExample(PedidosResponse, body);

    await pact
      .addInteraction()
      .given(PROVIDER_STATES.loggedInWithOrders)
      .uponReceiving('a request for one order')
      .withRequest(endpoint.method, endpoint.path, (request) => request.query({ id: orderId }).headers(ACCEPT_JSON))
      .willRespondWith(200, (response) => response.jsonBody(body))
      .executeTest(async (mockServer) => {
        pointClientAt(mockServer);
        const { pedidos } = await getPedidos({ id: orderId });
        expect(pedidos).toEqual(example.pedidos);
        expect(pedidos?.every((item) => item.order_id === orderId)).toBe(true);
      });
  });
});
