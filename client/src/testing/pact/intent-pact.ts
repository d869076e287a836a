import { MatchersV3 } from '@pact-foundation/pact';
import { expect } from 'vitest';
import type { EndpointName } from '#contracts/api/endpoints.ts';
import { endpoints } from '#contracts/api/endpoints.ts';
import { PaymentIntentResponse } from '#contracts/api/payment.ts';
import { ORDER_ID_EXAMPLE } from '#contracts/testing/payment-examples.ts';
import { PAYMENT_STATES } from '#contracts/testing/pact-states.ts';
import { configShape, injectedOrderId } from './shapes.ts';
import { requestHeaders, ACCEPT_JSON, contractExample, pointClientAt, storefrontPact } from './storefront-pact.ts';

const pact = storefrontPact();

interface IntentCase {
  endpoint: Extract<EndpointName, 'otherMethodsPaymentIntent' | 'otherMethodsPaypal' | 'otherMethodsBizum' | 'moneiPaymentIntent'>;
  method: string;
  storeId: number;
  /** What `message` holds when ok: a provider URL or a Multibanco reference as JSON. */
  message: unknown;
  extraQuery?: Record<string, string>;
  call: (orderId: string) => Promise<string>;
}

/** A payment intent for an order awaiting payment by the method: ok, with the message the client uses. */
export async function verifyIntent({ endpoint: name, method, storeId, message, extraQuery = {}, call }: IntentCase): Promise<void> {
  const endpoint = endpoints[name];
  const body = { ok: MatchersV3.equal(true), message, config: configShape() };
  const example = contractExample(PaymentIntentResponse, body);

  await pact
    .addInteraction()
    .given(PAYMENT_STATES.orderAwaitingPayment, { method, storeId })
    .uponReceiving(`a ${name} request for an order awaiting ${method}`)
    .withRequest(endpoint.method, endpoint.path, (request) =>
      request.query({ order_id: injectedOrderId(), ...extraQuery }).headers(requestHeaders(endpoint, ACCEPT_JSON)),
    )
    .willRespondWith(200, (response) => response.jsonBody(body))
    .executeTest(async (mockServer) => {
      pointClientAt(mockServer);
      expect(await call(ORDER_ID_EXAMPLE)).toBe(example.message);
    });
}
