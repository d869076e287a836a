import type { CheckoutAuthenticatedBody, CheckoutResponse } from '#contracts/payment.ts';
import { callEndpoint } from './client.ts';

/** A logged-in customer's checkout, with a payment form or with the configuration only (spec 7). */
export async function checkoutAuthenticated(body: CheckoutAuthenticatedBody): Promise<CheckoutResponse> {
  return callEndpoint('checkoutAuthenticated', { body });
}
