import { describe, expect, test, vi } from 'vitest';
import { updateQuoteItem } from './update-quote-item.ts';
import { callEndpoint } from './client.ts';
import { applyServerConfig } from '../stores/config-store.ts';
import { CartResponse } from '#contracts/api/cart.ts';
import { ErrorResponse } from '#contracts/api/errors.ts';
import { PRODUCT_IDS } from '#contracts/constants/product-ids.ts';
import { endpoints } from '#contracts/api/endpoints.ts';
import { PROVIDER_STATES } from '#contracts/testing/pact-states.ts';
import { cartItemExample, configExample } from '#contracts/testing/examples.ts';
import { addedDeedCopyExample, deedCopyFormExample } from '#contracts/testing/generic-examples.ts';
import { certidaoEditExample, editedCertidaoExample } from '#contracts/testing/portugal-examples.ts';
import { configShape, injectedItemId, itemShape, refusalShape } from '../testing/pact/shapes.ts';
import { requestHeaders, ACCEPT_JSON, contractExample, pointClientAt, storefrontPact } from '../testing/pact/storefront-pact.ts';

const pact = storefrontPact();
const { updateQuoteItem: endpoint, updateQuoteItemGet: getEndpoint } = endpoints;
const JSON_BODY = { ...ACCEPT_JSON, 'Content-Type': 'application/json' };

describe('[pact] POST updatequoteitem', () => {
  test('[product] the edited answers replace the item’s; the answer is the repriced cart', async () => {
    const edited = addedDeedCopyExample({ id: '1002' });
    const body = { cart: [itemShape(cartItemExample()), itemShape(edited)], config: configShape() };
    const example = contractExample(CartResponse, body);
    applyServerConfig(configExample());

    await pact
      .addInteraction()
      .given(PROVIDER_STATES.cartWithTwoItems)
      .uponReceiving('a request to update the answers of the deed copy in the cart')
      .withRequest(endpoint.method, endpoint.path, (request) =>
        request
          .query({ id: edited.id })
          .headers(requestHeaders(endpoint, JSON_BODY))
          .jsonBody({ config: configShape(), form: deedCopyFormExample() }),
      )
      .willRespondWith(200, (response) => response.jsonBody(body))
      .executeTest(async (mockServer) => {
        pointClientAt(mockServer);
        const cart = await updateQuoteItem(edited.id, deedCopyFormExample());
        expect(cart).toEqual(example.cart);
        expect(cart.find((item) => item.id === edited.id)?.extra.current_price).toBe(205.76);
      });
  });

  test('[cart] the property search (18357) cannot be edited (spec 6): a 400 naming the id, and the cart is as it was', async () => {
    const body = refusalShape(
      '^querystring/id: item 1003 .*cannot be edited \\(spec 6\\).*$',
      'querystring/id: item 1003 (Conocer Propiedades, product 18357) cannot be edited (spec 6): delete it or cancel the request',
    );
    contractExample(ErrorResponse, body);
    applyServerConfig(configExample());
    const form = { product_id: PRODUCT_IDS.propertySearchItem, values: [] };
    // The client never offers this edit (the cart shows Cancel request); the call's failure is logged and reported.
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);

    await pact
      .addInteraction()
      .given(PROVIDER_STATES.propertySearchInCart)
      .uponReceiving('a request to edit the property search in the cart')
      .withRequest(endpoint.method, endpoint.path, (request) =>
        request.query({ id: '1003' }).headers(requestHeaders(endpoint, JSON_BODY)).jsonBody({ config: configShape(), form }),
      )
      .willRespondWith(400, (response) => response.jsonBody(body))
      .executeTest(async (mockServer) => {
        pointClientAt(mockServer);
        await expect(updateQuoteItem('1003', form)).rejects.toThrow('updateQuoteItem failed');
        expect(logged).toHaveBeenCalled();
      });
  });

  test('[certificate] the edit dialog’s fields replace the certificate’s; the answer is the cart with its new line', async () => {
    const edited = editedCertidaoExample();
    const body = { cart: [itemShape(edited)], config: configShape() };
    const example = contractExample(CartResponse, body);
    applyServerConfig(configExample());

    await pact
      .addInteraction()
      .given(PROVIDER_STATES.certificateInCart)
      .uponReceiving('a request to edit the permanent certificate in the cart')
      .withRequest(endpoint.method, endpoint.path, (request) =>
        request
          .query({ id: injectedItemId(edited.id) })
          .headers(requestHeaders(endpoint, JSON_BODY))
          .jsonBody({ config: configShape(), form: certidaoEditExample() }),
      )
      .willRespondWith(200, (response) => response.jsonBody(body))
      .executeTest(async (mockServer) => {
        pointClientAt(mockServer);
        const cart = await updateQuoteItem(edited.id, certidaoEditExample());
        expect(cart).toEqual(example.cart);
      });
  });
});

describe('[pact] GET updatequoteitem (spec 7’s other reading)', () => {
  test('[product] the form as JSON in the query replaces the item’s answers; the answer is the repriced cart', async () => {
    const edited = addedDeedCopyExample({ id: '1002' });
    const body = { cart: [itemShape(cartItemExample()), itemShape(edited)], config: configShape() };
    const example = contractExample(CartResponse, body);
    const query = { id: edited.id, form: JSON.stringify(deedCopyFormExample()) };

    await pact
      .addInteraction()
      .given(PROVIDER_STATES.cartWithTwoItems)
      .uponReceiving('the GET reading of updatequoteitem: the deed copy’s new answers in the query')
      .withRequest(getEndpoint.method, getEndpoint.path, (request) =>
        request.query(query).headers(requestHeaders(getEndpoint, ACCEPT_JSON)),
      )
      .willRespondWith(200, (response) => response.jsonBody(body))
      .executeTest(async (mockServer) => {
        pointClientAt(mockServer);
        const answer = await callEndpoint('updateQuoteItemGet', { query });
        expect(answer.cart).toEqual(example.cart);
      });
  });
});
