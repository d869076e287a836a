import type { Config } from '#contracts/api/config.ts';
import { getCart } from '../../../api/get-cart.ts';
import { cspNonce } from './csp-nonce.ts';
import { forgetPaymentChoice } from '../../../lib/payment-selection.ts';
import { local } from '../../../lib/storage.ts';
import { setShowCart } from '../../../stores/cart-store.ts';
import { ROUTES } from '#contracts/constants/client-routes.ts';

/** Where a failed payment sends the buyer: the chooser, whose reset variant shows the message (spec 2, 8). */
export const FAILURE_PATH = ROUTES.servicesReset;

/**
 * A payment failed on any rail (spec 4, 8): the invalid-payment flag is set to 1 with the message (and why,
 * when the provider said), and the method choice is forgotten so the buyer picks another one. The backend
 * has put the order's items back in the cart, so the cart is loaded again.
 */
export function recordPaymentFailure(message: string, reason: string | null = null): void {
  local.set('temporal_invalid_payment', 1);
  local.set('payment_message', message);
  if (reason) local.set('payment_failure_reason', reason);
  else local.remove('payment_failure_reason');
  forgetPaymentChoice();
  // the backend put the order's items back in the cart: show it again (the placed order had cleared the flag)
  setShowCart(true);
  getCart().catch(() => undefined); // the API module has logged it and shows the error
}

/** The order is placed: the cart the backend emptied is loaded again. */
export function refreshCartAfterOrder(): void {
  getCart().catch(() => undefined); // the API module has logged it and shows the error
}

/**
 * The host's conversion scripts (config lastOrderSuccess.data) run once, for the order the configuration
 * names as the last one; last_success_id remembers which order they ran for. The script carries the page's
 * nonce, so it runs under the Content-Security-Policy (docs/decisions/017).
 */
export function runConversionScriptsOnce(config: Config, orderId: string, doc: Document = document): boolean {
  const data = config.lastOrderSuccess?.data;
  if (!data || config.lastOrderId !== orderId || local.get('last_success_id') === orderId) return false;
  local.set('last_success_id', orderId);
  const script = doc.createElement('script');
  const nonce = cspNonce(doc);
  if (nonce) script.nonce = nonce;
  script.textContent = data;
  doc.head.append(script);
  return true;
}

/** The checkout is over: the temporary e-mail and the method choice are not needed any more. */
export function forgetCheckoutState(): void {
  local.remove('temporal_validated_email');
  forgetPaymentChoice();
}
