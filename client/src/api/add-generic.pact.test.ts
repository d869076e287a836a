import { describe, expect, test } from 'vitest';
import { addGeneric, isFormRefused } from './add-generic.ts';
import { cartState, setCartItems } from '../stores/cart-store.ts';
import { applyServerConfig } from '../stores/config-store.ts';
import { endpoints } from '#contracts/api/endpoints.ts';
import { ErrorResponse } from '#contracts/api/errors.ts';
import type { GenericForm } from '#contracts/api/generic.ts';
import { PROVIDER_STATES } from '#contracts/testing/pact-states.ts';
import { configExample } from '#contracts/testing/examples.ts';
import {
  addedDeedCopyExample,
  deedCopyFormExample,
  emptyDeedCopyFormExample,
  exitingDeedCopyFormExample,
} from '#contracts/testing/generic-examples.ts';
import { expectAddToCart } from '../testing/pact/add-to-cart-pact.ts';
import { configShape, refusalShape } from '../testing/pact/shapes.ts';
import { ACCEPT_JSON, contractExample, pointClientAt, requestHeaders, storefrontPact } from '../testing/pact/storefront-pact.ts';

const pact = storefrontPact();
const { addGeneric: endpoint } = endpoints;
const JSON_BODY = { ...ACCEPT_JSON, 'Content-Type': 'application/json' };

/** A 400 ErrorResponse naming the option at fault, held to the contract's ErrorResponse. */
function refusal(pattern: string, example: string) {
  const body = refusalShape(pattern, example);
  contractExample(ErrorResponse, body);
  return body;
}

/** The client posts a form the rules do not call complete: the backend refuses it and nothing is added. */
async function expectRefused(description: string, form: GenericForm, body: ReturnType<typeof refusal>): Promise<void> {
  applyServerConfig(configExample());
  setCartItems([]);
  await pact
    .addInteraction()
    .given(PROVIDER_STATES.visitorOnSpanishStore)
    .uponReceiving(description)
    .withRequest(endpoint.method, endpoint.path, (request) =>
      request.headers(requestHeaders(endpoint, JSON_BODY)).jsonBody({ config: configShape(), form }),
    )
    .willRespondWith(400, (response) => response.jsonBody(body))
    .executeTest(async (mockServer) => {
      pointClientAt(mockServer);
      const error: unknown = await addGeneric(form).then(
        () => undefined,
        (failure: unknown) => failure,
      );
      // the add screen words it (a refused form is not a call failure: nothing is logged or reported)
      expect(isFormRefused(error)).toBe(true);
      expect(cartState.items).toEqual([]);
    });
}

describe('[pact] POST addgeneric', () => {
  test('[product] the config and generic form add the product; the answer is its id and the new cart', async () => {
    await expectAddToCart(pact, {
      endpoint: endpoints.addGeneric,
      state: PROVIDER_STATES.visitorOnSpanishStore,
      description: 'a request to add a deed copy with its answers',
      form: deedCopyFormExample(),
      added: addedDeedCopyExample(),
      add: addGeneric,
    });
  });

  test('[product] a deed copy with no answers is a 400 naming its first required option, and nothing is added', async () => {
    await expectRefused(
      'a request to add a deed copy with no answers',
      emptyDeedCopyFormExample(),
      refusal('^body/form/values: option 1648 is required$', 'body/form/values: option 1648 is required'),
    );
  });

  test('[product] a deed copy meeting its exit condition is a 400 naming the form, with the product’s exit message', async () => {
    await expectRefused(
      'a request to add a deed copy without its data, of a deed that is not a property',
      exitingDeedCopyFormExample(),
      refusal(
        "^body/form: .*end this product's flow: .+$",
        "body/form: option 1655 = 4323 and option 1648 = 4318 end this product's flow: Lo sentimos, sin los datos de la escritura no podemos solicitarla.",
      ),
    );
  });
});
