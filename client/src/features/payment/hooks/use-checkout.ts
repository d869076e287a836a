import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useSnapshot } from 'valtio';
import type { PaymentMethod } from '#contracts/payment.ts';
import { checkoutAuthenticated } from '../../../api/checkout-authenticated.ts';
import { checkoutRegister } from '../../../api/checkout-register.ts';
import { useMessages } from '../../../i18n/use-t.ts';
import { local } from '../../../lib/storage.ts';
import { configState } from '../../../stores/config-store.ts';
import { takeCard } from '../lib/card-record.ts';
import { routeAfterCheckout } from '../lib/checkout-next.ts';
import { FAILURE_PATH, recordPaymentFailure } from '../lib/payment-outcome.ts';
import { paymentText } from '../messages.ts';

/**
 * The checkout call of both paths (spec 6, 7): checkoutAuthenticated for a logged-in customer,
 * checkoutRegister for a new buyer with the temporary e-mail. The card is taken from memory for the
 * call and forgotten. A refusal takes the failure path; otherwise the buyer goes where the answer says.
 */
export function useCheckout() {
  const navigate = useNavigate();
  const text = useMessages(paymentText);
  const { config } = useSnapshot(configState);
  const [busy, setBusy] = useState(false);
  const email = config.loggedIn ? config.customerEmail : (local.get('temporal_validated_email') ?? '');

  async function failed(method: PaymentMethod) {
    recordPaymentFailure(method === 'cc' ? text('cardFailed') : text('railFailed', { method: text(`method.${method}`) }));
    await navigate(FAILURE_PATH);
  }

  async function pay(method: PaymentMethod): Promise<void> {
    const card = method === 'cc' ? takeCard() : null;
    if (method === 'cc' && card === null) return;
    const form = card === null
      ? { email, type: method as Exclude<PaymentMethod, 'cc'> }
      : { email, type: 'cc' as const, num: card.number, month: card.month, year: card.year };
    setBusy(true);
    try {
      const answer = configState.config.loggedIn
        ? await checkoutAuthenticated({ form })
        : form.type === 'bank'
          ? null // a bank transfer is for registered customers only (spec 7); the chooser does not offer it
          : await checkoutRegister(form.type === 'cc' ? form : { email: form.email, type: form.type });
      if (answer === null) return;
      const next = answer.ok ? routeAfterCheckout(answer, method) : null;
      if (next === null) await failed(method);
      else await navigate(next, answer.next === 'challenge' ? { state: { challengeUrl: answer.message } } : {});
    } catch {
      // the API module has logged it and shows the error; the cart is unchanged
    } finally {
      setBusy(false);
    }
  }

  return { pay, busy, email, failed };
}
