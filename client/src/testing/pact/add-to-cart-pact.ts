import { MatchersV3, type PactV4 } from '@pact-foundation/pact';
import { expect } from 'vitest';
import { AddToCartResponse, type CartItem } from '#contracts/api/cart.ts';
import type { Endpoint } from '#contracts/api/endpoint.ts';
import { NUMERIC_ID_PATTERN } from '#contracts/constants/patterns.ts';
import { configExample } from '#contracts/testing/examples.ts';
import { cartState } from '../../stores/cart-store.ts';
import { applyServerConfig } from '../../stores/config-store.ts';
import { configShape, itemShape } from './shapes.ts';
import { requestHeaders, ACCEPT_JSON, contractExample, pointClientAt } from './storefront-pact.ts';

const JSON_BODY = { ...ACCEPT_JSON, 'Content-Type': 'application/json' };

interface AddToCartCase<Form> {
  endpoint: Pick<Endpoint, 'method' | 'path'>;
  state: string;
  description: string;
  form: Form;
  /** The cart line the backend answers with. */
  added: CartItem;
  /** The client's API call under test; resolves to the new item's id. */
  add: (form: Form) => Promise<string>;
}

/**
 * One add-to-cart interaction (addgeneric, addns, addqp: same contract, other forms): the client posts
 * the config and the form, resolves to the new item's id and shows the backend's cart.
 */
export async function expectAddToCart<Form>(
  pact: PactV4,
  { endpoint, state, description, form, added, add }: AddToCartCase<Form>,
): Promise<void> {
  const body = { ok: true, item_id: MatchersV3.regex(NUMERIC_ID_PATTERN, added.id), cart: [itemShape(added)], config: configShape() };
  const example = contractExample(AddToCartResponse, body);
  applyServerConfig(configExample());

  await pact
    .addInteraction()
    .given(state)
    .uponReceiving(description)
    .withRequest(endpoint.method, endpoint.path, (request) =>
      request.headers(requestHeaders(endpoint, JSON_BODY)).jsonBody({ config: configShape(), form }),
    )
    .willRespondWith(200, (response) => response.jsonBody(body))
    .executeTest(async (mockServer) => {
      pointClientAt(mockServer);
      await expect(add(form)).resolves.toBe(added.id);
      expect(cartState.items).toEqual(example.cart);
    });
}
