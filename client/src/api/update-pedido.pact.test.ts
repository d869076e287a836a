import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, test, vi } from 'vitest';
import { updateOrderActions, updatePedido } from './update-pedido.ts';
import { callEndpoint } from './client.ts';
import { endpoints } from '#contracts/api/endpoints.ts';
import { ErrorResponse } from '#contracts/api/errors.ts';
import { UpdatePedidoResponse } from '#contracts/api/generic.ts';
import { PROVIDER_STATES } from '#contracts/testing/pact-states.ts';
import { orderInProgressExample } from '#contracts/testing/examples.ts';
import { deedCopyFormExample } from '#contracts/testing/generic-examples.ts';
import { configShape, orderShape, refusalShape } from '../testing/pact/shapes.ts';
import { requestHeaders, ACCEPT_JSON, contractExample, pointClientAt, storefrontPact } from '../testing/pact/storefront-pact.ts';

const pact = storefrontPact();
const { updatePedido: endpoint, updatePedidoGet: getEndpoint } = endpoints;
const JSON_BODY = { ...ACCEPT_JSON, 'Content-Type': 'application/json' };

describe('[pact] POST updatepedido', () => {
  test('[product] new answers for an item of a placed order come back as the updated order item', async () => {
    const order = orderInProgressExample();
    const orderId = order.order_id ?? '';
    const body = { ok: true, pedido: orderShape(order, MatchersV3.equal(orderId)), config: configShape() };
    const example = contractExample(UpdatePedidoResponse, body);
    // The seeded order is paid, so its item takes only answers at the price paid (99 + 20,76 €): a simple PDF copy,
    // which is not posted (the address for the paper copy is no longer asked).
    const values = deedCopyFormExample()
      .values.filter((value) => value.option_id !== '20027')
      .map((value) => (value.option_id === '20020' ? { ...value, value: '40010' } : value));

    await pact
      .addInteraction()
      .given(PROVIDER_STATES.loggedInWithOrders)
      .uponReceiving('a request to update the answers of a deed copy already paid, at the price paid')
      .withRequest(endpoint.method, endpoint.path, (request) =>
        request
          .query({ id: orderId })
          .headers(requestHeaders(endpoint, JSON_BODY))
          .jsonBody({ item_id: order.id, options: values, actions: updateOrderActions(orderId, false) }),
      )
      .willRespondWith(200, (response) => response.jsonBody(body))
      .executeTest(async (mockServer) => {
        pointClientAt(mockServer);
        const updated = await updatePedido(orderId, order.id, values);
        expect(updated).toEqual(example.pedido);
        expect(updated.order_id).toBe(orderId);
      });
  });

  test('[product] new answers that leave a required question unanswered are a 400 naming body/options; the item is unchanged', async () => {
    const order = orderInProgressExample();
    const orderId = order.order_id ?? '';
    const withoutNotary = deedCopyFormExample()
      .values.filter((value) => value.option_id !== '20021' && value.option_id !== '20027')
      .map((value) => (value.option_id === '20020' ? { ...value, value: '40010' } : value));
    const body = refusalShape('^body/options: option 20021 is required$', 'body/options: option 20021 is required');
    contractExample(ErrorResponse, body);
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);

    await pact
      .addInteraction()
      .given(PROVIDER_STATES.loggedInWithOrders)
      .uponReceiving('a request to update the answers of an ordered deed copy without the notary')
      .withRequest(endpoint.method, endpoint.path, (request) =>
        request
          .query({ id: orderId })
          .headers(requestHeaders(endpoint, JSON_BODY))
          .jsonBody({ item_id: order.id, options: withoutNotary, actions: updateOrderActions(orderId, false) }),
      )
      .willRespondWith(400, (response) => response.jsonBody(body))
      .executeTest(async (mockServer) => {
        pointClientAt(mockServer);
        await expect(updatePedido(orderId, order.id, withoutNotary)).rejects.toThrow('updatePedido failed');
        expect(logged).toHaveBeenCalled();
      });
  });
});

describe('[pact] GET updatepedido (spec 7’s other reading)', () => {
  test('[product] item_id, the answers and the actions as JSON in the query update the item as the POST does', async () => {
    const order = orderInProgressExample();
    const orderId = order.order_id ?? '';
    const body = { ok: true, pedido: orderShape(order, MatchersV3.equal(orderId)), config: configShape() };
    const example = contractExample(UpdatePedidoResponse, body);
    // as the POST: a simple PDF copy, without the paper copy's address (a hidden answer is refused)
    const values = deedCopyFormExample()
      .values.filter((value) => value.option_id !== '20027')
      .map((value) => (value.option_id === '20020' ? { ...value, value: '40010' } : value));
    const query = {
      id: orderId,
      item_id: order.id,
      options: JSON.stringify(values),
      // pact keeps a query value that is JSON with its keys sorted: sent so, it matches
      actions: JSON.stringify(updateOrderActions(orderId, false), [
        'cascades',
        'operation',
        'operation_multiples_clientes',
        'update_order_id',
      ]),
    };

    await pact
      .addInteraction()
      .given(PROVIDER_STATES.loggedInWithOrders)
      .uponReceiving('the GET reading of updatepedido: the answers of a deed copy already paid, at the price paid, in the query')
      .withRequest(getEndpoint.method, getEndpoint.path, (request) =>
        request.query(query).headers(requestHeaders(getEndpoint, ACCEPT_JSON)),
      )
      .willRespondWith(200, (response) => response.jsonBody(body))
      .executeTest(async (mockServer) => {
        pointClientAt(mockServer);
        const answer = await callEndpoint('updatePedidoGet', { query });
        expect(answer.pedido).toEqual(example.pedido);
      });
  });
});
