import { describe, test } from 'vitest';
import { addGeneric } from './add-generic.ts';
import { endpoints } from '#contracts/endpoints.ts';
import { PROVIDER_STATES } from '#contracts/testing/pact-states.ts';
import { addedDeedCopyExample, deedCopyFormExample } from '#contracts/testing/generic-examples.ts';
import { expectAddToCart } from '../testing/pact/add-to-cart-pact.ts';
import { storefrontPact } from '../testing/pact/storefront-pact.ts';

const pact = storefrontPact();

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
});
