import type { CheckoutRegisterBody, CheckoutResponse } from '#contracts/api/payment.ts';
import { emptyCartIfOrderPlaced } from '../stores/cart-store.ts';
import { callEndpoint } from './client.ts';

/** A new buyer's checkout (also for PayPal): registers the address and places the order (which empties the cart). */
export async function checkoutRegister(form: CheckoutRegisterBody['form']): Promise<CheckoutResponse> {
  const answer = await callEndpoint('checkoutRegister', { body: { form } });
  emptyCartIfOrderPlaced(answer);
  return answer;
}
