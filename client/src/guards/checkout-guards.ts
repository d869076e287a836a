import type { PaymentMethod } from '#contracts/constants/payment-methods.ts';
import { PRODUCT_IDS } from '#contracts/constants/product-ids.ts';
import { ROUTES } from '#contracts/constants/client-routes.ts';

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
export type GuardDecision = typeof ROUTES.payment.choose | typeof ROUTES.checkout.start | typeof ROUTES.register | null;

/**
 * A logged-in buyer with no invalid payment and no need to pick a method (spec 2), and a method to pay with: a fresh
 * timestamp left without its method (storage keeps only a known one) is no method, and checkout would send it back.
 */
const readyToPay = (facts: CheckoutFacts) => facts.loggedIn && !facts.invalidPayment && !facts.mustPickPayment && facts.method !== null;

/**
 * spec 2's permanent-disability shortcut (18511): the last product added is 18511 and the cart is not shown. Its flow
 * hides the cart when it adds the study (showCartAfterAdding), so its buyer skips the choice of a payment method and
 * pays on the checkout page.
 */
export function isPermanentDisabilityShortcut(facts: Pick<CheckoutFacts, 'lastAddedProduct' | 'cartShown'>): boolean {
  return facts.lastAddedProduct === PRODUCT_IDS.permanentDisability && !facts.cartShown;
}

/**
 * Whether adding a product leaves the cart shown (local show_carrito, spec 3): always, except for the permanent-
 * disability study when it is all the cart holds: that buyer goes straight to checkout (spec 2). With other items in
 * the cart it stays shown, so nothing the buyer chose before disappears from the header.
 */
export function showCartAfterAdding(productId: string, cart: readonly { product_id: string }[]): boolean {
  return productId !== PRODUCT_IDS.permanentDisability || cart.some((item) => item.product_id !== PRODUCT_IDS.permanentDisability);
}

/**
 * The method the checkout page pays with: the one the buyer chose, or, on the permanent-disability shortcut (which
 * skips the choice), the card, whose form the page shows; null when the buyer has yet to choose.
 */
export function checkoutMethod(facts: Pick<CheckoutFacts, 'method' | 'lastAddedProduct' | 'cartShown'>): PaymentMethod | null {
  return facts.method ?? (isPermanentDisabilityShortcut(facts) ? 'cc' : null);
}

/** customer/register and customer/authenticate: a logged-in customer goes on to payment. */
export function identificationGuard(facts: CheckoutFacts): GuardDecision {
  return facts.loggedIn ? ROUTES.payment.choose : null;
}

/**
 * customer/payment: to checkout when the last product added is the permanent disability one and the cart
 * is not shown, or when a logged-in buyer has no invalid payment and no need to pick a method; to register
 * when not logged in and no temporary e-mail is stored.
 */
export function paymentGuard(facts: CheckoutFacts): GuardDecision {
  if (isPermanentDisabilityShortcut(facts)) return ROUTES.checkout.start;
  if (readyToPay(facts)) return ROUTES.checkout.start;
  if (!facts.loggedIn && !facts.temporaryEmail) return ROUTES.register;
  return null;
}

/**
 * customer/payment/cc: to checkout when a logged-in buyer has no invalid payment and no need to pick;
 * to checkout when the method is PayPal; to payment for any other method than card.
 */
export function cardGuard(facts: CheckoutFacts): GuardDecision {
  if (readyToPay(facts)) return ROUTES.checkout.start;
  if (facts.method === 'paypal') return ROUTES.checkout.start;
  if (facts.method !== 'cc') return ROUTES.payment.choose;
  return null;
}

/**
 * customer/checkout (not a spec guard, but the page needs a buyer and a method): a visitor who is
 * neither logged in nor registered goes to register, and one without a method goes to payment, except on the
 * permanent-disability shortcut, which payment sends here and which pays by card (checkoutMethod): sending it back
 * to payment bounced the two pages off each other forever (issue 23, point 4).
 */
export function checkoutGuard(facts: CheckoutFacts): GuardDecision {
  if (!facts.loggedIn && !facts.temporaryEmail) return ROUTES.register;
  if (checkoutMethod(facts) === null) return ROUTES.payment.choose;
  return null;
}
