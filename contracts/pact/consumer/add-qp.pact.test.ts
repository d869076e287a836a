import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, test } from 'vitest';
import { addQp } from '../../../client/src/api/add-qp.ts';
import { cartState } from '../../../client/src/stores/cart-store.ts';
import { applyServerConfig } from '../../../client/src/stores/config-store.ts';
import { endpoints } from '#contracts/endpoints.ts';
import { AddToCartResponse } from '#contracts/spain.ts';
import { PROVIDER_STATES } from '../pact-names.ts';
import { configExample, configShape, itemShape } from './examples.ts';
import { addedPropertySearchExample, companySearchFormExample } from './spain-examples.ts';
import { ACCEPT_JSON, contractExample, pointClientAt, storefrontPact } from './storefront-pact.ts';

const pact = storefrontPact();
const { addQp: endpoint } = endpoints;
const JSON_BODY = { ...ACCEPT_JSON, 'Content-Type': 'application/json' };

describe('[pact] POST addqp', () => {
  test('[property search] a company search for 10 properties is added at its price', async () => {
    const added = addedPropertySearchExample();
    const item = { ...itemShape(added).value, extra: { current_price: 219.6 } };
    const body = { ok: true, item_id: MatchersV3.regex('^[0-9]+$', added.id), cart: [MatchersV3.like(item)], config: configShape() };
    const example = contractExample(AddToCartResponse, body);
    applyServerConfig(configExample());

    await pact
      .addInteraction()
      .given(PROVIDER_STATES.visitorOnSpanishStore)
      .uponReceiving('a request to add a company property search for 10 properties')
      .withRequest(endpoint.method, endpoint.path, (request) =>
        request.headers(JSON_BODY).jsonBody({ config: configShape(), form: companySearchFormExample() }),
      )
      .willRespondWith(200, (response) => response.jsonBody(body))
      .executeTest(async (mockServer) => {
        pointClientAt(mockServer);
        await expect(addQp(companySearchFormExample())).resolves.toBe(added.id);
        expect(cartState.items).toEqual(example.cart);
      });
  });

  test('[property search] coming from a nota simple in the cart, the search is linked to it', async () => {
    const added = { ...addedPropertySearchExample(), parent_id: '1001' };
    const body = {
      ok: true,
      item_id: MatchersV3.regex('^[0-9]+$', added.id),
      cart: MatchersV3.arrayContaining(MatchersV3.like({ ...itemShape(added).value, parent_id: '1001' })),
      config: configShape(),
    };
    contractExample(AddToCartResponse, body);
    applyServerConfig(configExample());
    const form = companySearchFormExample({ proviene_de_ns: true, origin: 'ns', origin_id: '1001' });

    await pact
      .addInteraction()
      .given(PROVIDER_STATES.cartWithTwoItems)
      .uponReceiving('a request to add a property search coming from a nota simple')
      .withRequest(endpoint.method, endpoint.path, (request) => request.headers(JSON_BODY).jsonBody({ config: configShape(), form }))
      .willRespondWith(200, (response) => response.jsonBody(body))
      .executeTest(async (mockServer) => {
        pointClientAt(mockServer);
        await expect(addQp(form)).resolves.toBe(added.id);
        expect(cartState.items.find((item) => item.id === added.id)?.parent_id).toBe('1001');
      });
  });
});
