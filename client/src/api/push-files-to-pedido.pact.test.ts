import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, test } from 'vitest';
import { PushFilesResponse } from '#contracts/api/account.ts';
import { endpoints } from '#contracts/api/endpoints.ts';
import { NUMERIC_ID_PATTERN } from '#contracts/constants/patterns.ts';
import { UPLOAD_ITEM_ID, UPLOAD_ORDER_ID, uploadedFileExample } from '#contracts/testing/account-examples.ts';
import { ACCOUNT_STATES } from '#contracts/testing/pact-states.ts';
import { UPLOAD_FILE_FIELD } from '#contracts/rules/uploads.ts';
import { useFetchXhr } from '../testing/pact/fetch-xhr.ts';
import { customerConfigShape } from '../testing/pact/shapes.ts';
import { requestHeaders, ACCEPT_JSON, contractExample, pointClientAt, storefrontPact } from '../testing/pact/storefront-pact.ts';
import { pushFilesToPedido } from './push-files-to-pedido.ts';
import sampleText from '../testing/pact/escritura.pdf?raw';

const pact = storefrontPact();
const { pushFilesToPedido: endpoint } = endpoints;
const { eachLike, equal, integer, like, regex } = MatchersV3;

/** A small real PDF, which the fake server checks by its first bytes. */
const SAMPLE = decodeURIComponent(new URL('../testing/pact/escritura.pdf', import.meta.url).pathname);

describe('[pact] POST pushFilesToPedido (multipart)', () => {
  test('[uploads] a PDF sent as multipart is stored for the order; the answer lists it', async () => {
    const bytes = new TextEncoder().encode(sampleText);
    const file = new File([bytes], 'escritura.pdf', { type: 'application/pdf' });
    const stored = uploadedFileExample({ name: 'escritura.pdf', size: bytes.length });
    const body = {
      ok: equal(true),
      item_id: regex(NUMERIC_ID_PATTERN, UPLOAD_ITEM_ID),
      files: eachLike(
        like({ ...stored, file_id: regex(NUMERIC_ID_PATTERN, stored.file_id), name: equal('escritura.pdf'), size: integer(bytes.length) }),
      ),
      config: customerConfigShape(),
    };
    const example = contractExample(PushFilesResponse, body);

    await pact
      .addInteraction()
      .given(ACCOUNT_STATES.customerWithOrdersInEveryStatus)
      .uponReceiving('a PDF uploaded to an order')
      .withRequest(endpoint.method, endpoint.path, (request) =>
        request
          .query({ order_id: UPLOAD_ORDER_ID })
          .headers(requestHeaders(endpoint, ACCEPT_JSON))
          .multipartBody('application/pdf', SAMPLE, UPLOAD_FILE_FIELD),
      )
      .willRespondWith(200, (response) => response.jsonBody(body))
      .executeTest(async (mockServer) => {
        pointClientAt(mockServer);
        useFetchXhr();
        const progress: number[] = [];
        const answer = await pushFilesToPedido(UPLOAD_ORDER_ID, file, { onProgress: (loaded) => progress.push(loaded) });
        expect(answer).toEqual(example);
        expect(progress.length).toBeGreaterThan(0);
      });
  });
});
