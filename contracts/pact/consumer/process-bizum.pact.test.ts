import { describe, test } from 'vitest';
import { processBizum } from '../../../client/src/api/process-bizum.ts';
import { verifyHtmlStep } from './html-pact.ts';

describe('[pact] GET /redsys/rest/processBizum', () => {
  test('[bizum] the Redsys step answers an HTML page', async () => {
    await verifyHtmlStep({ endpoint: 'processBizum', method: 'bizum', call: processBizum });
  });
});
