import { describe, test } from 'vitest';
import { paypalRedirect } from './paypal-redirect.ts';
import { verifyHtmlStep } from '../testing/pact/html-pact.ts';

describe('[pact] GET /paypal/standard/redirect/', () => {
  test('[paypal] the redirect step answers an HTML page', async () => {
    await verifyHtmlStep({ endpoint: 'paypalRedirect', method: 'paypal', call: paypalRedirect });
  });
});
