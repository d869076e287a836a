import { describe, test } from 'vitest';
import { addCertidao } from './add-certidao.ts';
import { endpoints } from '#contracts/api/endpoints.ts';
import { PROVIDER_STATES } from '#contracts/testing/pact-states.ts';
import { addedCertidaoExample, certidaoFormExample } from '#contracts/testing/portugal-examples.ts';
import { expectAddToCart } from '../testing/pact/add-to-cart-pact.ts';
import { storefrontPact } from '../testing/pact/storefront-pact.ts';

const pact = storefrontPact();

describe('[pact] POST addcertidao', () => {
  test('[certificate] the config and form add a permanent certificate; the answer is its id and the new cart', async () => {
    await expectAddToCart(pact, {
      endpoint: endpoints.addCertidao,
      state: PROVIDER_STATES.visitorOnStore16,
      description: 'a request to add a permanent certificate identified by matricial data',
      form: certidaoFormExample(),
      added: addedCertidaoExample(),
      add: addCertidao,
    });
  });
});
