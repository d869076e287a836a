import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, test } from 'vitest';
import { addGenericWithAssociation } from '../../../client/src/api/add-generic-with-association.ts';
import { cartState } from '../../../client/src/stores/cart-store.ts';
import { applyServerConfig } from '../../../client/src/stores/config-store.ts';
import { endpoints } from '#contracts/endpoints.ts';
import { AddGenericResponse } from '#contracts/generic.ts';
import { PROVIDER_STATES } from '../pact-names.ts';
import { cartItemExample, configExample, configShape, deedCopyInCartExample, itemShape } from './examples.ts';
import { birthCertificateFormExample } from './generic-examples.ts';
import { ACCEPT_JSON, contractExample, pointClientAt, storefrontPact } from './storefront-pact.ts';

const pact = storefrontPact();
const { addGenericWithAssociation: endpoint } = endpoints;
const JSON_BODY = { ...ACCEPT_JSON, 'Content-Type': 'application/json' };

describe('[pact] POST addgenericWithAssociation', () => {
  test('[product] the new item is linked to the cart item named by origin_id', async () => {
    const origin = cartItemExample();
    const added = cartItemExample({
      id: '500002', product_id: '18444', product_name: 'Certificado de nacimiento', referencia: 'Q-2026-500002', parent_id: origin.id,
      options: [{ option_id: '20028', option_value: '', value: 'Lucía Martín Gómez', print_value: 'Lucía Martín Gómez', label: 'Nombre y apellidos de la persona inscrita' }],
      extra: { current_price: 29.9 },
    });
    const body = {
      ok: true,
      item_id: MatchersV3.regex('^[0-9]+$', added.id),
      cart: [itemShape(origin), itemShape(deedCopyInCartExample()), itemShape(added)],
      config: configShape(),
    };
    const example = contractExample(AddGenericResponse, body);
    applyServerConfig(configExample());

    await pact
      .addInteraction()
      .given(PROVIDER_STATES.cartWithTwoItems)
      .uponReceiving('a request to add a birth certificate linked to a cart item')
      .withRequest(endpoint.method, endpoint.path, (request) =>
        request
          .headers(JSON_BODY)
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
});
