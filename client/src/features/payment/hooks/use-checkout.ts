import { useState } from 'react';
import { useSnapshot } from 'valtio';
import type { NewBuyerCheckoutForm, PaymentFailureReason } from '#contracts/api/payment.ts';
import type { PaymentMethod } from '#contracts/constants/payment-methods.ts';
import { checkoutAuthenticated } from '../../../api/checkout-authenticated.ts';
import type { CheckoutOutcome } from '../../../api/checkout-outcome.ts';
import { checkoutRegister } from '../../../api/checkout-register.ts';
import { useMessages } from '../../../i18n/use-t.ts';
import { local } from '../../../lib/storage.ts';
import { configState } from '../../../stores/config-store.ts';
import { takeCard } from '../lib/card-record.ts';
import { routeAfterCheckout } from '../lib/checkout-next.ts';
import { FAILURE_PATH, recordPaymentFailure } from '../lib/payment-outcome.ts';
import { paymentText } from '../messages.ts';
import { useNavigateKeepingQuery } from '../../../lib/keep-query.ts';

/**
 * The checkout call of both paths (spec 6, 7): checkoutAuthenticated for a logged-in customer,
 * checkoutRegister for a new buyer with the temporary e-mail. The card is taken from memory for the
 * call and forgotten. A refusal takes the failure path; otherwise the buyer goes where the answer says.
 */
export function useCheckout() {
  const navigate = useNavigateKeepingQuery();
  const text = useMessages(paymentText);
  const { config } = useSnapshot(configState);
  const [busy, setBusy] = useState(false);
  const email = config.loggedIn ? config.customerEmail : (local.get('temporal_validated_email') ?? '');

  /** The failure path (spec 8), with the provider's reason in the buyer's words when it gave one. */
  async function failed(method: PaymentMethod, reason?: PaymentFailureReason) {
    recordPaymentFailure(
      method === 'cc' ? text('cardFailed') : text('railFailed', { method: text(`method.${method}`) }),
      reason ? text(`reason.${reason}`) : null,
    );
    await navigate(FAILURE_PATH);
  }

  /** The checkout call of the buyer's path with the method's form; null when there is nothing to send. */
  async function checkout(method: PaymentMethod): Promise<CheckoutOutcome | null> {
    const { loggedIn } = configState.config;
    if (method === 'cc') {
      const card = takeCard();
      if (card === null) return null;
      const form: NewBuyerCheckoutForm = { email, type: 'cc', num: card.number, month: card.month, year: card.year };
      return loggedIn ? checkoutAuthenticated({ form }) : checkoutRegister(form);
    }
    if (loggedIn) return checkoutAuthenticated({ form: { email, type: method } });
    // a bank transfer is for registered customers only (spec 7); the chooser does not offer it
    return method === 'bank' ? null : checkoutRegister({ email, type: method });
  }

  async function pay(method: PaymentMethod): Promise<void> {
    setBusy(true);
    try {
      const answer = await checkout(method);
      if (answer === null) return;
      const next = answer.ok ? routeAfterCheckout(answer, method) : null;
      if (next === null) {
        await failed(method, answer.reason);
        return;
      }
      await navigate(next, answer.next === 'challenge' ? { state: { challengeUrl: answer.message } } : {});
    } catch {
      // the API module has logged it and shows the error; the cart is unchanged
    } finally {
      setBusy(false);
    }
  }

  return { pay, busy, email, failed };
}
