import { describe, test } from 'vitest';
import { otherMethodsPaymentIntent } from '../../../client/src/api/other-methods-payment-intent.ts';
import { referenceMessage, verifyIntent } from './intent-pact.ts';

describe('[pact] GET otherMethodsPaymentIntent/', () => {
  test('[multibanco] an order awaiting Multibanco gets its reference', async () => {
    await verifyIntent({
      endpoint: 'otherMethodsPaymentIntent', method: 'multibanco', storeId: 16, message: referenceMessage(), call: otherMethodsPaymentIntent,
    });
  });
});
