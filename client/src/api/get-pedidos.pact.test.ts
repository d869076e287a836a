import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, test } from 'vitest';
import { getPedidos } from './get-pedidos.ts';
import { endpoints } from '#contracts/api/endpoints.ts';
import { PedidosResponse } from '#contracts/api/pedidos.ts';
import { ACCOUNT_STATES, PROVIDER_STATES } from '#contracts/testing/pact-states.ts';
import { TO_FINALIZE_ITEM_ID, itemToFinalizeExample } from '#contracts/testing/account-examples.ts';
import { orderAwaitingPaymentExample } from '#contracts/testing/examples.ts';
import { customerConfigShape, orderShape, ordersOfBothKindsShape } from '../testing/pact/shapes.ts';
import { ACCEPT_JSON, contractExample, pointClientAt, storefrontPact } from '../testing/pact/storefront-pact.ts';

const pact = storefrontPact();
const { getPedidos: endpoint } = endpoints;

describe('[pact] GET pedidos', () => {
  test('[orders] a logged-in customer gets their orders, with and without a panel status', async () => {
    const body = { pedidos: ordersOfBothKindsShape(), config: customerConfigShape() };
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
    const body = { pedidos: MatchersV3.eachLike(orderShape(order, MatchersV3.equal(orderId))), config: customerConfigShape() };
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

  test('[orders] &toFinalize=1 gives the paid items that still need the buyer’s data', async () => {
    const item = itemToFinalizeExample();
    const body = {
      pedidos: MatchersV3.eachLike(orderShape({ ...item, extra: { ...item.extra } }), 1),
      config: customerConfigShape(),
    };
    const example = contractExample(PedidosResponse, body);

    await pact
      .addInteraction()
      .given(ACCOUNT_STATES.customerWithOrdersInEveryStatus)
      .uponReceiving('a request for the items to finalize')
      .withRequest(endpoint.method, endpoint.path, (request) => request.query({ toFinalize: '1' }).headers(ACCEPT_JSON))
      .willRespondWith(200, (response) => response.jsonBody(body))
      .executeTest(async (mockServer) => {
        pointClientAt(mockServer);
        const { pedidos } = await getPedidos({ toFinalize: '1' });
        expect(pedidos).toEqual(example.pedidos);
        expect(pedidos?.map((pedido) => pedido.id)).toEqual([TO_FINALIZE_ITEM_ID]);
      });
  });
});
