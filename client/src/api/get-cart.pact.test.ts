import { describe, expect, test } from 'vitest';
import { getCart } from './get-cart.ts';
import { CartResponse } from '#contracts/api/cart.ts';
import { endpoints } from '#contracts/api/endpoints.ts';
import { PROVIDER_STATES } from '#contracts/testing/pact-states.ts';
import { cartItemExample, deedCopyInCartExample } from '#contracts/testing/examples.ts';
import { configShape, itemShape } from '../testing/pact/shapes.ts';
import { ACCEPT_JSON, contractExample, pointClientAt, storefrontPact } from '../testing/pact/storefront-pact.ts';

const pact = storefrontPact();
const { getCart: endpoint } = endpoints;

describe('[pact] GET cart', () => {
  test('[cart] a visitor with two items in the cart gets both, with the configuration', async () => {
    const body = { cart: [itemShape(cartItemExample()), itemShape(deedCopyInCartExample())], config: configShape() };
    const example = contractExample(CartResponse, body);

    await pact
      .addInteraction()
      .given(PROVIDER_STATES.cartWithTwoItems)
      .uponReceiving('a request for the cart')
      .withRequest(endpoint.method, endpoint.path, (request) => request.headers(ACCEPT_JSON))
      .willRespondWith(200, (response) => response.jsonBody(body))
      .executeTest(async (mockServer) => {
        pointClientAt(mockServer);
        const cart = await getCart();
        expect(cart).toEqual(example.cart);
        expect(cart.map((item) => item.product_name)).toEqual(['Nota Simple', 'Copia de escritura']);
      });
  });
});
