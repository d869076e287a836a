import type { PaymentMethod } from '#contracts/payment-methods.ts';
import { PRODUCT_IDS } from '#contracts/product-ids.ts';

/** What the customer-route guards of spec 2 look at. */
export interface CheckoutFacts {
  loggedIn: boolean;
  /** The invalid-payment flag (local temporal_invalid_payment) is 1. */
  invalidPayment: boolean;
  /** spec 4's re-pick rule says the buyer must choose a payment method again. */
  mustPickPayment: boolean;
  /** local last_added_product */
  lastAddedProduct: string | null;
  /** The show-cart flag. */
  cartShown: boolean;
  /** local temporal_validated_email */
  temporaryEmail: string | null;
  /** The stored payment method. */
  method: PaymentMethod | null;
}

/** Where a guard sends the buyer instead, or null to let them in. */
export type GuardDecision = '/customer/payment' | '/customer/checkout' | '/customer/register' | null;

const readyToPay = (facts: CheckoutFacts) => facts.loggedIn && !facts.invalidPayment && !facts.mustPickPayment;

/** customer/register and customer/authenticate: a logged-in customer goes on to payment. */
export function identificationGuard(facts: CheckoutFacts): GuardDecision {
  return facts.loggedIn ? '/customer/payment' : null;
}

/**
 * customer/payment: to checkout when the last product added is the permanent disability one and the cart
 * is not shown, or when a logged-in buyer has no invalid payment and no need to pick a method; to register
 * when not logged in and no temporary e-mail is stored.
 */
export function paymentGuard(facts: CheckoutFacts): GuardDecision {
  if (facts.lastAddedProduct === PRODUCT_IDS.permanentDisability && !facts.cartShown) return '/customer/checkout';
  if (readyToPay(facts)) return '/customer/checkout';
  if (!facts.loggedIn && !facts.temporaryEmail) return '/customer/register';
  return null;
}

/**
 * customer/payment/cc: to checkout when a logged-in buyer has no invalid payment and no need to pick;
 * to checkout when the method is PayPal; to payment for any other method than card.
 */
export function cardGuard(facts: CheckoutFacts): GuardDecision {
  if (readyToPay(facts)) return '/customer/checkout';
  if (facts.method === 'paypal') return '/customer/checkout';
  if (facts.method !== 'cc') return '/customer/payment';
  return null;
}

/**
 * customer/checkout (not a spec guard, but the page needs a buyer and a method): a visitor who is
 * neither logged in nor registered goes to register, and one without a method goes to payment.
 */
export function checkoutGuard(facts: CheckoutFacts): GuardDecision {
  if (!facts.loggedIn && !facts.temporaryEmail) return '/customer/register';
  if (facts.method === null) return '/customer/payment';
  return null;
}
