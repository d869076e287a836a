import type { CheckoutRegisterBody } from '#contracts/api/payment.ts';
import { emptyCartIfOrderPlaced } from '../stores/cart-store.ts';
import { type CheckoutOutcome, checkoutOutcome } from './checkout-outcome.ts';
import { callEndpoint } from './client.ts';

/**
 * A new buyer's checkout (also for PayPal): registers the address and places the order (which empties the cart). An
 * answer without the fields the spec does not show is read as checkout-outcome.ts says.
 */
export async function checkoutRegister(form: CheckoutRegisterBody['form']): Promise<CheckoutOutcome> {
  const outcome = checkoutOutcome(await callEndpoint('checkoutRegister', { body: { form } }), form.type);
  emptyCartIfOrderPlaced(outcome);
  return outcome;
}
