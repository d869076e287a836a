import type { CheckoutForm, CheckoutResponse, PaymentFailureReason } from '#contracts/api/payment.ts';
import type { StoreFixture } from '../file-schemas/fixtures.ts';
import { storePaymentMethods } from '#contracts/constants/payment-methods.ts';
import { HttpError } from '../errors.ts';
import { markPaid, placeOrder } from '../state/orders.ts';
import type { Sequences } from '../state/sequences.ts';
import type { Visitor } from '../state/types.ts';
import { visitorConfig } from '../state/visitor-config.ts';
import { DECLINE_MESSAGES, DECLINE_REASONS, cardOutcome } from './test-cards.ts';

/** What follows placing an order for each method that is paid away from the card form. */
const NEXT_BY_METHOD = {
  paypal: 'provider',
  bizum: 'provider',
  monei: 'provider',
  multibanco: 'voucher',
  moneimultibanco: 'voucher',
  bank: 'bank',
} as const;

/** A checkout that places no order; a refused card also says why (`reason`). */
export function refusal(visitor: Visitor, store: StoreFixture, message: string, reason?: PaymentFailureReason): CheckoutResponse {
  return { ok: false, message, ...(reason ? { reason } : {}), next: 'declined', order_id: null, config: visitorConfig(visitor, store) };
}

/** An expiry month that has already passed: the provider would refuse the card. */
function isExpired(month: string, year: string, now: Date): boolean {
  const y = Number(year);
  const m = Number(month);
  return y < now.getUTCFullYear() || (y === now.getUTCFullYear() && m < now.getUTCMonth() + 1);
}

/** A request no checkout can serve: a method the store does not offer, an empty cart, an expired card (400). */
export function assertCheckoutPossible(visitor: Visitor, store: StoreFixture, form: CheckoutForm, now: Date = new Date()): void {
  if (!storePaymentMethods(store.store_id).includes(form.type)) {
    throw new HttpError(400, `body/form/type ${form.type} is not offered by store ${store.store_id}`);
  }
  if (visitor.cart.length === 0) throw new HttpError(400, 'cart is empty: nothing to check out');
  if (form.type === 'cc' && isExpired(form.month, form.year, now)) throw new HttpError(400, 'body/form/year the card has expired');
}

/**
 * The checkout both paths share, once the buyer is known and logged in: checks the request, then places
 * the order; a card is charged at once by test card number (docs/reference/fake-backend.md "Customers and payments"), the other methods go
 * on to their provider, voucher or bank details.
 */
export function checkout(
  visitor: Visitor,
  store: StoreFixture,
  sequences: Sequences,
  form: CheckoutForm,
  now: Date = new Date(),
): CheckoutResponse {
  assertCheckoutPossible(visitor, store, form, now);
  if (form.type !== 'cc') {
    const record = placeOrder(visitor, form.type, sequences);
    return {
      ok: true,
      message: '',
      next: NEXT_BY_METHOD[form.type],
      order_id: record.order.order_id,
      config: visitorConfig(visitor, store),
    };
  }
  const outcome = cardOutcome(form.num);
  if (outcome === 'declined' || outcome === 'insufficient-funds') {
    return refusal(visitor, store, DECLINE_MESSAGES[outcome], DECLINE_REASONS[outcome]);
  }
  const record = placeOrder(visitor, 'cc', sequences);
  if (outcome === 'challenge') {
    record.challenge = 'pending';
    const challengeUrl = `/stripe/3ds/challenge?order_id=${record.order.order_id}`;
    return { ok: true, message: challengeUrl, next: 'challenge', order_id: record.order.order_id, config: visitorConfig(visitor, store) };
  }
  markPaid(visitor, record);
  return { ok: true, message: '', next: 'paid', order_id: record.order.order_id, config: visitorConfig(visitor, store) };
}
