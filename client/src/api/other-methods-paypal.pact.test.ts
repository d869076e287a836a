import { MatchersV3 } from '@pact-foundation/pact';
import { describe, test } from 'vitest';
import { responseExamples } from '#contracts/testing/response-examples.ts';
import { otherMethodsPaypal } from './other-methods-paypal.ts';
import { verifyIntent } from '../testing/pact/intent-pact.ts';

describe('[pact] GET otherMethodsPaypal/', () => {
  test('[paypal] an order awaiting PayPal is ready for PayPal', async () => {
    await verifyIntent({
      endpoint: 'otherMethodsPaypal',
      method: 'paypal',
      storeId: 14,
      call: otherMethodsPaypal,
      message: MatchersV3.regex('^/paypal/standard/redirect/\\?order_id=[0-9]+$', responseExamples.otherMethodsPaypal().message),
    });
  });
});
