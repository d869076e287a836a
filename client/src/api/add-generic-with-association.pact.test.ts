import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, test } from 'vitest';
import { addGenericWithAssociation } from './add-generic-with-association.ts';
import { isFormRefused } from './add-generic.ts';
import { cartState } from '../stores/cart-store.ts';
import { applyServerConfig } from '../stores/config-store.ts';
import { endpoints } from '#contracts/api/endpoints.ts';
import { AddToCartResponse } from '#contracts/api/cart.ts';
import { ErrorResponse } from '#contracts/api/errors.ts';
import { PRODUCT_IDS } from '#contracts/constants/product-ids.ts';
import { PROVIDER_STATES } from '#contracts/testing/pact-states.ts';
import { cartItemExample, configExample, deedCopyInCartExample } from '#contracts/testing/examples.ts';
import { addedBirthCertificateExample, birthCertificateFormExample } from '#contracts/testing/generic-examples.ts';
import { NUMERIC_ID_PATTERN } from '#contracts/constants/patterns.ts';
import { configShape, itemShape, refusalShape } from '../testing/pact/shapes.ts';
import { requestHeaders, ACCEPT_JSON, contractExample, pointClientAt, storefrontPact } from '../testing/pact/storefront-pact.ts';

const pact = storefrontPact();
const { addGenericWithAssociation: endpoint } = endpoints;
const JSON_BODY = { ...ACCEPT_JSON, 'Content-Type': 'application/json' };

describe('[pact] POST addgenericWithAssociation', () => {
  test('[product] the new item is linked to the cart item named by origin_id', async () => {
    const origin = cartItemExample();
    const added = addedBirthCertificateExample(origin.id);
    const body = {
      ok: true,
      item_id: MatchersV3.regex(NUMERIC_ID_PATTERN, added.id),
      cart: [itemShape(origin), itemShape(deedCopyInCartExample()), itemShape(added)],
      config: configShape(),
    };
    const example = contractExample(AddToCartResponse, body);
    applyServerConfig(configExample());

    await pact
      .addInteraction()
      .given(PROVIDER_STATES.cartWithTwoItems)
      .uponReceiving('a request to add a birth certificate linked to a cart item')
      .withRequest(endpoint.method, endpoint.path, (request) =>
        request
          .headers(requestHeaders(endpoint, JSON_BODY))
          .jsonBody({ config: configShape(), form: birthCertificateFormExample(), origin: 'ns', origin_id: origin.id }),
      )
      .willRespondWith(200, (response) => response.jsonBody(body))
      .executeTest(async (mockServer) => {
        pointClientAt(mockServer);
        await expect(addGenericWithAssociation(birthCertificateFormExample(), 'ns', origin.id)).resolves.toBe(added.id);
        expect(cartState.items).toEqual(example.cart);
        expect(cartState.items.at(-1)?.parent_id).toBe(origin.id);
      });
  });

  test('[product] a linked product with no answers is a 400 naming its first required option, and nothing is added', async () => {
    const origin = cartItemExample();
    const form = { product_id: PRODUCT_IDS.birthCertificate, values: [] };
    const body = refusalShape('^body/form/values: option [0-9]+ is required$', 'body/form/values: option 20028 is required');
    contractExample(ErrorResponse, body);
    applyServerConfig(configExample());

    await pact
      .addInteraction()
      .given(PROVIDER_STATES.cartWithTwoItems)
      .uponReceiving('a request to add a birth certificate with no answers linked to a cart item')
      .withRequest(endpoint.method, endpoint.path, (request) =>
        request.headers(requestHeaders(endpoint, JSON_BODY)).jsonBody({ config: configShape(), form, origin: 'ns', origin_id: origin.id }),
      )
      .willRespondWith(400, (response) => response.jsonBody(body))
      .executeTest(async (mockServer) => {
        pointClientAt(mockServer);
        const error: unknown = await addGenericWithAssociation(form, 'ns', origin.id).then(
          () => undefined,
          (failure: unknown) => failure,
        );
        expect(isFormRefused(error)).toBe(true);
      });
  });
});
