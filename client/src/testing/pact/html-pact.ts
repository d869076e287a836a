import { MatchersV3 } from '@pact-foundation/pact';
import { expect } from 'vitest';
import { endpoints } from '#contracts/api/endpoints.ts';
import { ORDER_ID_EXAMPLE } from '#contracts/testing/payment-examples.ts';
import { PAYMENT_STATES } from '#contracts/testing/pact-states.ts';
import { injectedOrderId } from './shapes.ts';
import { pointClientAt, storefrontPact } from './storefront-pact.ts';

const pact = storefrontPact();

/**
 * A provider step that answers HTML (decision 007): pact pins the status and the HTML content type.
 * Pact matches a non-JSON body only byte for byte, and the page holds the order's own id, so the form
 * inside is checked by the fake server's tests and the e2e tests instead.
 */
export async function verifyHtmlStep({
  endpoint: name,
  method,
  call,
}: {
  endpoint: 'paypalRedirect' | 'processBizum';
  method: string;
  call: (orderId: string) => Promise<string>;
}): Promise<void> {
  const endpoint = endpoints[name];
  await pact
    .addInteraction()
    .given(PAYMENT_STATES.orderAwaitingPayment, { method, storeId: 14 })
    .uponReceiving(`a ${name} request for an order awaiting ${method}`)
    .withRequest(endpoint.method, endpoint.path, (request) =>
      request.query({ order_id: injectedOrderId() }).headers({ Accept: 'text/html' }),
    )
    .willRespondWith(200, (response) =>
      response.headers({ 'Content-Type': MatchersV3.regex('^text/html(;.*)?$', 'text/html; charset=utf-8') }),
    )
    .executeTest(async (mockServer) => {
      pointClientAt(mockServer);
      expect(typeof (await call(ORDER_ID_EXAMPLE))).toBe('string');
    });
}
