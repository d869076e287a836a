import { MatchersV3 } from '@pact-foundation/pact';
import { describe, test } from 'vitest';
import { moneiPaymentIntent } from '../../../client/src/api/monei-payment-intent.ts';
import { referenceMessage, verifyIntent } from './intent-pact.ts';

describe('[pact] GET moneiPaymentIntent/', () => {
  test('[monei] an order awaiting MONEI gets the URL of MONEI’s payment page', async () => {
    await verifyIntent({
      endpoint: 'moneiPaymentIntent', method: 'monei', storeId: 17, call: (orderId) => moneiPaymentIntent(orderId),
      message: MatchersV3.regex('^/monei/checkout\\?order_id=[0-9]+$', '/monei/checkout?order_id=1420000001'),
    });
  });

  test('[monei] with paymethod=moneimultibanco the order gets its Multibanco reference', async () => {
    await verifyIntent({
      endpoint: 'moneiPaymentIntent', method: 'moneimultibanco', storeId: 16, message: referenceMessage(),
      extraQuery: { paymethod: 'moneimultibanco' }, call: (orderId) => moneiPaymentIntent(orderId, true),
    });
  });
});
