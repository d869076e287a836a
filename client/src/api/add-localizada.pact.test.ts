import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, test } from 'vitest';
import { addLocalizada } from './add-localizada.ts';
import { cartState } from '../stores/cart-store.ts';
import { applyServerConfig } from '../stores/config-store.ts';
import { AddToCartResponse } from '#contracts/api/cart.ts';
import { endpoints } from '#contracts/api/endpoints.ts';
import { NUMERIC_ID_PATTERN } from '#contracts/constants/patterns.ts';
import { ACCOUNT_STATES } from '#contracts/testing/pact-states.ts';
import { customerConfigExample } from '#contracts/testing/payment-examples.ts';
import { addedLocatedPropertyExample, deliveredSearchOfAllExample } from '#contracts/testing/spain-examples.ts';
import { configShape, itemShape } from '../testing/pact/shapes.ts';
import { requestHeaders, ACCEPT_JSON, contractExample, pointClientAt, storefrontPact } from '../testing/pact/storefront-pact.ts';

const pact = storefrontPact();
const { addLocalizada: endpoint } = endpoints;
const JSON_BODY = { ...ACCEPT_JSON, 'Content-Type': 'application/json' };

describe('[pact] POST addlocalizada', () => {
  test('[located] the Nota Simple of two properties a delivered search found: one located property each in the cart', async () => {
    const search = deliveredSearchOfAllExample();
    const first = addedLocatedPropertyExample();
    const second = addedLocatedPropertyExample({ id: '500011' });
    const body = {
      ok: true,
      item_id: MatchersV3.regex(NUMERIC_ID_PATTERN, first.id),
      cart: [itemShape(first), itemShape(second)],
      config: configShape(),
    };
    const example = contractExample(AddToCartResponse, body);
    applyServerConfig(customerConfigExample());
    const form = { order_id: search.order_id ?? '', item_id: search.id, fincas: ['1', '3'] };

    await pact
      .addInteraction()
      .given(ACCOUNT_STATES.customerWithADeliveredPropertySearch)
      .uponReceiving('a request for the Nota Simple of two properties a delivered search found')
      .withRequest(endpoint.method, endpoint.path, (request) =>
        request.headers(requestHeaders(endpoint, JSON_BODY)).jsonBody({ config: configShape(), form }),
      )
      .willRespondWith(200, (response) => response.jsonBody(body))
      .executeTest(async (mockServer) => {
        pointClientAt(mockServer);
        await expect(addLocalizada(form)).resolves.toBe(first.id);
        expect(cartState.items).toEqual(example.cart);
      });
  });
});
