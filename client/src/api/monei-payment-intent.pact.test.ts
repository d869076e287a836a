import { MatchersV3 } from '@pact-foundation/pact';
import { describe, test } from 'vitest';
import { responseExamples } from '#contracts/testing/response-examples.ts';
import { moneiPaymentIntent } from './monei-payment-intent.ts';
import { verifyIntent } from '../testing/pact/intent-pact.ts';
import { referenceMessage } from '../testing/pact/shapes.ts';

describe('[pact] GET moneiPaymentIntent/', () => {
  test('[monei] an order awaiting MONEI gets the URL of MONEI’s payment page', async () => {
    await verifyIntent({
      endpoint: 'moneiPaymentIntent',
      method: 'monei',
      storeId: 17,
      call: (orderId) => moneiPaymentIntent(orderId),
      message: MatchersV3.regex('^/monei/checkout\\?order_id=[0-9]+$', responseExamples.moneiPaymentIntent().message),
    });
  });

  test('[monei] with paymethod=moneimultibanco the order gets its Multibanco reference', async () => {
    await verifyIntent({
      endpoint: 'moneiPaymentIntent',
      method: 'moneimultibanco',
      storeId: 16,
      message: referenceMessage(),
      extraQuery: { paymethod: 'moneimultibanco' },
      call: (orderId) => moneiPaymentIntent(orderId, true),
    });
  });
});
