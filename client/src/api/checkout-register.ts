import type { CheckoutRegisterBody, CheckoutResponse } from '#contracts/payment.ts';
import { callEndpoint } from './client.ts';

/** A new buyer's checkout (also for PayPal): registers the address and places the order. */
export async function checkoutRegister(form: CheckoutRegisterBody['form']): Promise<CheckoutResponse> {
  return callEndpoint('checkoutRegister', { body: { form } });
}
