import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, test } from 'vitest';
import { getProduct } from './get-product.ts';
import { endpoints } from '#contracts/api/endpoints.ts';
import { ProductResponse } from '#contracts/api/product.ts';
import { KNOWN_PRODUCT_ID, PROVIDER_STATES, UNKNOWN_PRODUCT_ID } from '#contracts/testing/pact-states.ts';
import { productExample } from '#contracts/testing/examples.ts';
import { configShape } from '../testing/pact/shapes.ts';
import { ACCEPT_JSON, contractExample, pointClientAt, storefrontPact } from '../testing/pact/storefront-pact.ts';

const pact = storefrontPact();
const { getProduct: endpoint } = endpoints;

describe('[pact] GET product', () => {
  test('[product] a known product comes as a JSON string in message, which the client parses', async () => {
    const product = productExample();
    const body = {
      ok: true,
      // Any JSON object holding this product id: the texts are the provider's to choose.
      message: MatchersV3.regex(`^\\{.*"product_id":"${KNOWN_PRODUCT_ID}".*\\}$`, JSON.stringify(product)),
      config: configShape(),
    };
    contractExample(ProductResponse, body);

    await pact
      .addInteraction()
      .given(PROVIDER_STATES.knownProduct)
      .uponReceiving('a request for a known product')
      .withRequest(endpoint.method, endpoint.path, (request) => request.query({ id: KNOWN_PRODUCT_ID }).headers(ACCEPT_JSON))
      .willRespondWith(200, (response) => response.jsonBody(body))
      .executeTest(async (mockServer) => {
        pointClientAt(mockServer);
        const parsed = await getProduct(KNOWN_PRODUCT_ID);
        expect(parsed?.name).toBe('Certificado energético');
        expect(parsed?.options.map((option) => [option.title, option.opt_values.length])).toEqual([
          ['Dirección del inmueble', 0],
          ['Tipo de inmueble', 2],
        ]);
      });
  });

  test('[product] an unknown product answers ok false, and the client gives null', async () => {
    const body = { ok: false, message: MatchersV3.string(''), config: configShape() };
    contractExample(ProductResponse, body);

    await pact
      .addInteraction()
      .given(PROVIDER_STATES.unknownProduct)
      .uponReceiving('a request for an unknown product')
      .withRequest(endpoint.method, endpoint.path, (request) => request.query({ id: UNKNOWN_PRODUCT_ID }).headers(ACCEPT_JSON))
      .willRespondWith(200, (response) => response.jsonBody(body))
      .executeTest(async (mockServer) => {
        pointClientAt(mockServer);
        await expect(getProduct(UNKNOWN_PRODUCT_ID)).resolves.toBeNull();
      });
  });
});
