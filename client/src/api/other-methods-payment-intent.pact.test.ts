import { describe, test } from 'vitest';
import { otherMethodsPaymentIntent } from './other-methods-payment-intent.ts';
import { verifyIntent } from '../testing/pact/intent-pact.ts';
import { referenceMessage } from '../testing/pact/shapes.ts';

describe('[pact] GET otherMethodsPaymentIntent/', () => {
  test('[multibanco] an order awaiting Multibanco gets its reference', async () => {
    await verifyIntent({
      endpoint: 'otherMethodsPaymentIntent',
      method: 'multibanco',
      storeId: 16,
      message: referenceMessage(),
      call: otherMethodsPaymentIntent,
    });
  });
});
