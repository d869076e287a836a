import type { CheckoutAuthenticatedBody } from '#contracts/api/payment.ts';
import { emptyCartIfOrderPlaced } from '../stores/cart-store.ts';
import { type CheckoutOutcome, checkoutOutcome } from './checkout-outcome.ts';
import { callEndpoint } from './client.ts';

/**
 * A logged-in customer's checkout, with a payment form or with the configuration only (spec 7). An answer without the
 * fields the spec does not show is read as checkout-outcome.ts says.
 */
export async function checkoutAuthenticated(body: CheckoutAuthenticatedBody): Promise<CheckoutOutcome> {
  const method = 'form' in body ? body.form.type : undefined;
  const outcome = checkoutOutcome(await callEndpoint('checkoutAuthenticated', { body }), method);
  emptyCartIfOrderPlaced(outcome);
  return outcome;
}
