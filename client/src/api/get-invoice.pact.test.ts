import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, test } from 'vitest';
import { DOCUMENTS_PATH, InvoiceResponse, documentLink } from '#contracts/api/account.ts';
import { endpoints } from '#contracts/api/endpoints.ts';
import { EVERY_STATUS_ORDER_IDS, OLD_NOTA_SIMPLE_ORDER_ID } from '#contracts/testing/account-examples.ts';
import { ACCOUNT_STATES } from '#contracts/testing/pact-states.ts';
import { customerConfigShape } from '../testing/pact/shapes.ts';
import { ACCEPT_JSON, contractExample, pointClientAt, storefrontPact } from '../testing/pact/storefront-pact.ts';
import { getInvoice } from './get-invoice.ts';

const pact = storefrontPact();
const { getInvoice: endpoint } = endpoints;

describe('[pact] GET invoice/?order_id=', () => {
  test('[invoices] a paid order of the customer answers the link to its invoice PDF', async () => {
    const link = documentLink(OLD_NOTA_SIMPLE_ORDER_ID, 'factura');
    const body = {
      ok: MatchersV3.equal(true),
      link: MatchersV3.regex(`^${DOCUMENTS_PATH}/[0-9]+/factura-[0-9]+\\.pdf$`, link),
      config: customerConfigShape(),
    };
    contractExample(InvoiceResponse, body);

    await pact
      .addInteraction()
      .given(ACCOUNT_STATES.customerWithOrdersInEveryStatus)
      .uponReceiving('a request for the invoice of a paid order')
      .withRequest(endpoint.method, endpoint.path, (request) => request.query({ order_id: OLD_NOTA_SIMPLE_ORDER_ID }).headers(ACCEPT_JSON))
      .willRespondWith(200, (response) => response.jsonBody(body))
      .executeTest(async (mockServer) => {
        pointClientAt(mockServer);
        await expect(getInvoice(OLD_NOTA_SIMPLE_ORDER_ID)).resolves.toBe(link);
      });
  });

  test('[invoices] an order not paid yet has no invoice: the client gets null', async () => {
    const body = { ok: MatchersV3.equal(false), link: MatchersV3.equal(''), config: customerConfigShape() };
    contractExample(InvoiceResponse, body);

    await pact
      .addInteraction()
      .given(ACCOUNT_STATES.customerWithOrdersInEveryStatus)
      .uponReceiving('a request for the invoice of an unpaid order')
      .withRequest(endpoint.method, endpoint.path, (request) =>
        request.query({ order_id: EVERY_STATUS_ORDER_IDS.unpaid }).headers(ACCEPT_JSON),
      )
      .willRespondWith(200, (response) => response.jsonBody(body))
      .executeTest(async (mockServer) => {
        pointClientAt(mockServer);
        await expect(getInvoice(EVERY_STATUS_ORDER_IDS.unpaid)).resolves.toBeNull();
      });
  });
});
