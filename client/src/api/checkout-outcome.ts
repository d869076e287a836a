import type { Config } from '#contracts/api/config.ts';
import type { CheckoutNext, CheckoutResponse, PaymentFailureReason } from '#contracts/api/payment.ts';
import type { PaymentMethod } from '#contracts/constants/payment-methods.ts';

/** A checkout answer with every field the spec leaves "not shown" filled in (checkoutOutcome). */
export interface CheckoutOutcome {
  ok: boolean;
  message: string;
  reason?: PaymentFailureReason;
  next: CheckoutNext;
  order_id: string | null;
  config: Config;
}

/** What follows a placed order paid with `method` when the answer does not say: what spec 4 and 7 give each method. */
function nextByMethod(method: PaymentMethod | undefined): CheckoutNext {
  switch (method) {
    case 'bank':
      return 'bank';
    case 'multibanco':
    case 'moneimultibanco':
      return 'voucher';
    case 'paypal':
    case 'bizum':
    case 'monei':
      return 'provider';
    default:
      // a card (or the call with the configuration only): the success page loads the order and shows how it stands
      return 'paid';
  }
}

/**
 * The checkout answer as the client reads it. Spec 7 shows nothing of what the checkout responses contain, so a backend
 * may answer the configuration only: a 200 answer is then a placed order (`ok` true), the order is the one the
 * configuration names last (lastOrderId, spec 3), and what comes next follows from the method paid with. A refusal
 * (`ok` false) without `next` is a declined payment.
 */
export function checkoutOutcome(answer: CheckoutResponse, method: PaymentMethod | undefined): CheckoutOutcome {
  const ok = answer.ok ?? true;
  return {
    ok,
    message: answer.message ?? '',
    ...(answer.reason === undefined ? {} : { reason: answer.reason }),
    next: answer.next ?? (ok ? nextByMethod(method) : 'declined'),
    order_id: answer.order_id !== undefined ? answer.order_id : ok ? answer.config.lastOrderId : null,
    config: answer.config,
  };
}
