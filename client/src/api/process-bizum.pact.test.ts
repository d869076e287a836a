import { describe, test } from 'vitest';
import { processBizum } from './process-bizum.ts';
import { verifyHtmlStep } from '../testing/pact/html-pact.ts';

describe('[pact] GET /redsys/rest/processBizum', () => {
  test('[bizum] the Redsys step answers an HTML page', async () => {
    await verifyHtmlStep({ endpoint: 'processBizum', method: 'bizum', call: processBizum });
  });
});
