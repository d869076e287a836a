import { describe, test } from 'vitest';
import { addIpredial } from './add-ipredial.ts';
import { endpoints } from '#contracts/api/endpoints.ts';
import { PROVIDER_STATES } from '#contracts/testing/pact-states.ts';
import { addedIpredialExample, ipredialFormExample } from '#contracts/testing/portugal-examples.ts';
import { expectAddToCart } from '../testing/pact/add-to-cart-pact.ts';
import { storefrontPact } from '../testing/pact/storefront-pact.ts';

const pact = storefrontPact();

describe('[pact] POST addipredial', () => {
  test('[report] the config and form add a simplified report; the answer is its id and the new cart', async () => {
    await expectAddToCart(pact, {
      endpoint: endpoints.addIpredial,
      state: PROVIDER_STATES.visitorOnStore16,
      description: 'a request to add a simplified property report',
      form: ipredialFormExample(),
      added: addedIpredialExample(),
      add: addIpredial,
    });
  });
});
