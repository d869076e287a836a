import { describe, test } from 'vitest';
import { addNs } from './add-ns.ts';
import { endpoints } from '#contracts/api/endpoints.ts';
import { PROVIDER_STATES } from '#contracts/testing/pact-states.ts';
import { addedNotaSimpleExample, notaSimpleFormExample } from '#contracts/testing/spain-examples.ts';
import { expectAddToCart } from '../testing/pact/add-to-cart-pact.ts';
import { storefrontPact } from '../testing/pact/storefront-pact.ts';

const pact = storefrontPact();

describe('[pact] POST addns', () => {
  test('[nota simple] the config and form add a Nota Simple; the answer is its id and the new cart', async () => {
    await expectAddToCart(pact, {
      endpoint: endpoints.addNs,
      state: PROVIDER_STATES.visitorOnSpanishStore,
      description: 'a request to add a Nota Simple',
      form: notaSimpleFormExample(),
      added: addedNotaSimpleExample(),
      add: addNs,
    });
  });
});
