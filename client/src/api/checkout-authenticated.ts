import type { CheckoutAuthenticatedBody, CheckoutResponse } from '#contracts/api/payment.ts';
import { emptyCartIfOrderPlaced } from '../stores/cart-store.ts';
import { callEndpoint } from './client.ts';

/** A logged-in customer's checkout, with a payment form or with the configuration only (spec 7). */
export async function checkoutAuthenticated(body: CheckoutAuthenticatedBody): Promise<CheckoutResponse> {
  const answer = await callEndpoint('checkoutAuthenticated', { body });
  emptyCartIfOrderPlaced(answer);
  return answer;
}
