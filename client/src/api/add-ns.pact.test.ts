import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, test } from 'vitest';
import { addNs } from './add-ns.ts';
import { cartState } from '../stores/cart-store.ts';
import { applyServerConfig } from '../stores/config-store.ts';
import { endpoints } from '#contracts/endpoints.ts';
import { AddToCartResponse } from '#contracts/cart.ts';
import { PROVIDER_STATES } from '#contracts/testing/pact-states.ts';
import { configExample } from '#contracts/testing/examples.ts';
import { addedNotaSimpleExample, notaSimpleFormExample } from '#contracts/testing/spain-examples.ts';
import { configShape, itemShape } from '../testing/pact/shapes.ts';
import { ACCEPT_JSON, contractExample, pointClientAt, storefrontPact } from '../testing/pact/storefront-pact.ts';

const pact = storefrontPact();
const { addNs: endpoint } = endpoints;
const JSON_BODY = { ...ACCEPT_JSON, 'Content-Type': 'application/json' };

describe('[pact] POST addns', () => {
  test('[nota simple] the config and form add a Nota Simple; the answer is its id and the new cart', async () => {
    const added = addedNotaSimpleExample();
    const body = { ok: true, item_id: MatchersV3.regex('^[0-9]+$', added.id), cart: [itemShape(added)], config: configShape() };
    const example = contractExample(AddToCartResponse, body);
    applyServerConfig(configExample());

    await pact
      .addInteraction()
      .given(PROVIDER_STATES.visitorOnSpanishStore)
      .uponReceiving('a request to add a Nota Simple')
      .withRequest(endpoint.method, endpoint.path, (request) =>
        request.headers(JSON_BODY).jsonBody({ config: configShape(), form: notaSimpleFormExample() }),
      )
      .willRespondWith(200, (response) => response.jsonBody(body))
      .executeTest(async (mockServer) => {
        pointClientAt(mockServer);
        await expect(addNs(notaSimpleFormExample())).resolves.toBe(added.id);
        expect(cartState.items).toEqual(example.cart);
      });
  });
});
