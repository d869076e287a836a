import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, test } from 'vitest';
import { addQp } from './add-qp.ts';
import { cartState } from '../stores/cart-store.ts';
import { applyServerConfig } from '../stores/config-store.ts';
import { endpoints } from '#contracts/api/endpoints.ts';
import { AddToCartResponse } from '#contracts/api/cart.ts';
import { NUMERIC_ID_PATTERN } from '#contracts/constants/patterns.ts';
import { PROVIDER_STATES } from '#contracts/testing/pact-states.ts';
import { cartItemExample, configExample } from '#contracts/testing/examples.ts';
import { addedPropertySearchExample, companySearchFormExample } from '#contracts/testing/spain-examples.ts';
import { configShape, itemShape } from '../testing/pact/shapes.ts';
import { expectAddToCart } from '../testing/pact/add-to-cart-pact.ts';
import { requestHeaders, ACCEPT_JSON, contractExample, pointClientAt, storefrontPact } from '../testing/pact/storefront-pact.ts';

const pact = storefrontPact();
const { addQp: endpoint } = endpoints;
const JSON_BODY = { ...ACCEPT_JSON, 'Content-Type': 'application/json' };

describe('[pact] POST addqp', () => {
  test('[property search] a company search for 10 properties is added at its price', async () => {
    await expectAddToCart(pact, {
      endpoint,
      state: PROVIDER_STATES.visitorOnSpanishStore,
      description: 'a request to add a company property search for 10 properties',
      form: companySearchFormExample(),
      added: addedPropertySearchExample(),
      add: addQp,
    });
  });

  test('[property search] coming from a nota simple in the cart, the search is linked to it', async () => {
    const note = cartItemExample();
    const added = addedPropertySearchExample({ parent_id: note.id });
    const body = {
      ok: true,
      item_id: MatchersV3.regex(NUMERIC_ID_PATTERN, added.id),
      cart: MatchersV3.arrayContaining(MatchersV3.like({ ...itemShape(added).value, parent_id: note.id })),
      config: configShape(),
    };
    contractExample(AddToCartResponse, body);
    applyServerConfig(configExample());
    const form = companySearchFormExample({ proviene_de_ns: true, origin: 'ns', origin_id: note.id });

    await pact
      .addInteraction()
      .given(PROVIDER_STATES.cartWithTwoItems)
      .uponReceiving('a request to add a property search coming from a nota simple')
      .withRequest(endpoint.method, endpoint.path, (request) =>
        request.headers(requestHeaders(endpoint, JSON_BODY)).jsonBody({ config: configShape(), form }),
      )
      .willRespondWith(200, (response) => response.jsonBody(body))
      .executeTest(async (mockServer) => {
        pointClientAt(mockServer);
        await expect(addQp(form)).resolves.toBe(added.id);
        expect(cartState.items.find((item) => item.id === added.id)?.parent_id).toBe(note.id);
      });
  });
});
