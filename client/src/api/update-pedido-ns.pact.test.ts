import { describe, expect, test } from 'vitest';
import { updatePedidoNs } from './update-pedido-ns.ts';
import { updateOrderActions } from './update-pedido.ts';
import { endpoints } from '#contracts/api/endpoints.ts';
import { UpdatePedidoNsResponse } from '#contracts/api/spain.ts';
import { PROVIDER_STATES } from '#contracts/testing/pact-states.ts';
import { orderAwaitingPaymentExample } from '#contracts/testing/examples.ts';
import { notaSimpleEditExample } from '#contracts/testing/spain-examples.ts';
import { configShape, orderShape } from '../testing/pact/shapes.ts';
import { requestHeaders, ACCEPT_JSON, contractExample, pointClientAt, storefrontPact } from '../testing/pact/storefront-pact.ts';

const pact = storefrontPact();
const { updatePedidoNs: endpoint } = endpoints;
const JSON_BODY = { ...ACCEPT_JSON, 'Content-Type': 'application/json' };
// The orders of items 2001 (a Nota Simple awaiting payment) and 2003 (a deed copy) in fixtures/scenarios/logged-in-with-orders.json
const ORDER_OF_2001 = '1400004101';
const ORDER_OF_2003 = '1400004022';

describe('[pact] POST updatePedidoNS', () => {
  test('[orders] corrected data of an ordered Nota Simple, an update of its order that cascades, answers the updated order item', async () => {
    const data = notaSimpleEditExample();
    const updated = orderAwaitingPaymentExample({
      options: [{ option_id: 'municipio', option_value: '', value: 'Zaragoza', print_value: 'Zaragoza (Zaragoza)', label: 'Municipio' }],
    });
    const body = { ok: true, pedido: orderShape(updated), config: configShape() };
    const example = contractExample(UpdatePedidoNsResponse, body);

    await pact
      .addInteraction()
      .given(PROVIDER_STATES.loggedInWithOrders)
      .uponReceiving('a correction of an ordered Nota Simple')
      .withRequest(endpoint.method, endpoint.path, (request) =>
        request
          .query({ id: '2001' })
          .headers(requestHeaders(endpoint, JSON_BODY))
          .jsonBody({ data, actions: updateOrderActions(ORDER_OF_2001, true) }),
      )
      .willRespondWith(200, (response) => response.jsonBody(body))
      .executeTest(async (mockServer) => {
        pointClientAt(mockServer);
        await expect(updatePedidoNs(ORDER_OF_2001, '2001', data)).resolves.toEqual(example.pedido);
      });
  });

  test('[orders] an order item that is not a Nota Simple answers ok false, and the client gives null', async () => {
    const body = { ok: false, pedido: null, config: configShape() };
    contractExample(UpdatePedidoNsResponse, body);

    await pact
      .addInteraction()
      .given(PROVIDER_STATES.loggedInWithOrders)
      .uponReceiving('a correction of an order item that is not a Nota Simple')
      .withRequest(endpoint.method, endpoint.path, (request) =>
        request
          .query({ id: '2003' })
          .headers(requestHeaders(endpoint, JSON_BODY))
          .jsonBody({ data: notaSimpleEditExample(), actions: updateOrderActions(ORDER_OF_2003, true) }),
      )
      .willRespondWith(200, (response) => response.jsonBody(body))
      .executeTest(async (mockServer) => {
        pointClientAt(mockServer);
        await expect(updatePedidoNs(ORDER_OF_2003, '2003', notaSimpleEditExample())).resolves.toBeNull();
      });
  });
});
