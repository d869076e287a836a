import { describe, expect, test } from 'vitest';
import { delQuoteItem } from './del-quote-item.ts';
import { CartResponse } from '#contracts/api/cart.ts';
import { endpoints } from '#contracts/api/endpoints.ts';
import { PROVIDER_STATES } from '#contracts/testing/pact-states.ts';
import { cartItemExample, deedCopyInCartExample } from '#contracts/testing/examples.ts';
import { configShape, itemShape } from '../testing/pact/shapes.ts';
import { requestHeaders, ACCEPT_JSON, contractExample, pointClientAt, storefrontPact } from '../testing/pact/storefront-pact.ts';

const pact = storefrontPact();
const { delQuoteItem: endpoint } = endpoints;

describe('[pact] GET delquoteitem', () => {
  test('[cart] removing an item answers the cart with one item less', async () => {
    const removed = cartItemExample();
    // No array matcher on the cart: the provider must answer exactly one item.
    const body = { cart: [itemShape(deedCopyInCartExample())], config: configShape() };
    const example = contractExample(CartResponse, body);

    await pact
      .addInteraction()
      .given(PROVIDER_STATES.cartWithTwoItems)
      .uponReceiving('a request to remove an item in the cart')
      .withRequest(endpoint.method, endpoint.path, (request) =>
        request.query({ id: removed.id }).headers(requestHeaders(endpoint, ACCEPT_JSON)),
      )
      .willRespondWith(200, (response) => response.jsonBody(body))
      .executeTest(async (mockServer) => {
        pointClientAt(mockServer);
        const cart = await delQuoteItem(removed.id);
        expect(cart).toEqual(example.cart);
        expect(cart.map((item) => item.id)).not.toContain(removed.id);
      });
  });

  test('[cart] removing an id that is not in the cart answers 200 with the cart unchanged', async () => {
    const body = { cart: [itemShape(cartItemExample()), itemShape(deedCopyInCartExample())], config: configShape() };
    const example = contractExample(CartResponse, body);

    await pact
      .addInteraction()
      .given(PROVIDER_STATES.cartWithTwoItems)
      .uponReceiving('a request to remove an item that is not in the cart')
      .withRequest(endpoint.method, endpoint.path, (request) =>
        request.query({ id: '99999' }).headers(requestHeaders(endpoint, ACCEPT_JSON)),
      )
      .willRespondWith(200, (response) => response.jsonBody(body))
      .executeTest(async (mockServer) => {
        pointClientAt(mockServer);
        const cart = await delQuoteItem('99999');
        expect(cart).toEqual(example.cart);
        expect(cart).toHaveLength(2);
      });
  });
});
