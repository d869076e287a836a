import { MatchersV3 } from '@pact-foundation/pact';
import { describe, test } from 'vitest';
import { otherMethodsPaypal } from '../../../client/src/api/other-methods-paypal.ts';
import { verifyIntent } from './intent-pact.ts';

describe('[pact] GET otherMethodsPaypal/', () => {
  test('[paypal] an order awaiting PayPal is ready for PayPal', async () => {
    await verifyIntent({
      endpoint: 'otherMethodsPaypal', method: 'paypal', storeId: 14, call: otherMethodsPaypal,
      message: MatchersV3.regex('^/paypal/standard/redirect/\\?order_id=[0-9]+$', '/paypal/standard/redirect/?order_id=1420000001'),
    });
  });
});
