import { describe, expect, test } from 'vitest';
import { PRODUCT_IDS } from '#contracts/constants/product-ids.ts';
import { PAYMENT_METHODS } from '#contracts/constants/payment-methods.ts';
import {
  type CheckoutFacts,
  type GuardDecision,
  cardGuard,
  checkoutGuard,
  checkoutMethod,
  identificationGuard,
  paymentGuard,
  showCartAfterAdding,
} from './checkout-guards.ts';
import { ROUTES } from '#contracts/constants/client-routes.ts';

const facts = (overrides: Partial<CheckoutFacts> = {}): CheckoutFacts => ({
  loggedIn: false,
  invalidPayment: false,
  mustPickPayment: true,
  lastAddedProduct: null,
  cartShown: true,
  temporaryEmail: null,
  method: null,
  ...overrides,
});

describe('customer route guards (spec 2)', () => {
  test.each([
    ['a logged-in customer goes on to payment', facts({ loggedIn: true }), ROUTES.payment.choose],
    ['an anonymous visitor stays', facts(), null],
    ['an anonymous visitor with a temporary e-mail stays', facts({ temporaryEmail: 'a@example.com' }), null],
  ])('[guards] register and authenticate: %s', (_name, given, expected) => {
    expect(identificationGuard(given)).toBe(expected);
  });

  test.each([
    [
      'permanent disability last added with the cart hidden goes to checkout',
      facts({ lastAddedProduct: PRODUCT_IDS.permanentDisability, cartShown: false }),
      ROUTES.checkout.start,
    ],
    [
      'permanent disability last added with the cart shown and no e-mail goes to register',
      facts({ lastAddedProduct: PRODUCT_IDS.permanentDisability, cartShown: true }),
      ROUTES.register,
    ],
    [
      'another product with the cart hidden and no e-mail goes to register',
      facts({ lastAddedProduct: PRODUCT_IDS.simpleNote, cartShown: false }),
      ROUTES.register,
    ],
    [
      'logged in, no invalid payment, no re-pick: checkout',
      facts({ loggedIn: true, mustPickPayment: false, method: 'bizum' }),
      ROUTES.checkout.start,
    ],
    ['logged in with a fresh timestamp but no method kept: stays to pick one', facts({ loggedIn: true, mustPickPayment: false }), null],
    ['logged in with an invalid payment: stays to pick', facts({ loggedIn: true, mustPickPayment: false, invalidPayment: true }), null],
    ['logged in and must pick again: stays', facts({ loggedIn: true, mustPickPayment: true }), null],
    ['not logged in, no temporary e-mail: register', facts(), ROUTES.register],
    ['not logged in with a temporary e-mail: stays', facts({ temporaryEmail: 'a@example.com' }), null],
  ])('[guards] payment: %s', (_name, given, expected) => {
    expect(paymentGuard(given)).toBe(expected);
  });

  test.each([
    [
      'logged in, no invalid payment, no re-pick: checkout',
      facts({ loggedIn: true, mustPickPayment: false, method: 'cc' }),
      ROUTES.checkout.start,
    ],
    ['paypal chosen: checkout', facts({ method: 'paypal' }), ROUTES.checkout.start],
    ['bizum chosen: payment', facts({ method: 'bizum' }), ROUTES.payment.choose],
    ['bank chosen: payment', facts({ method: 'bank', loggedIn: true }), ROUTES.payment.choose],
    ['nothing chosen: payment', facts(), ROUTES.payment.choose],
    ['card chosen by a new buyer: stays', facts({ method: 'cc', temporaryEmail: 'a@example.com' }), null],
    [
      'card chosen after a failed payment: stays',
      facts({ method: 'cc', loggedIn: true, invalidPayment: true, mustPickPayment: false }),
      null,
    ],
  ])('[guards] card: %s', (_name, given, expected) => {
    expect(cardGuard(given)).toBe(expected);
  });

  test.each([
    ['nobody known: register', facts({ method: 'paypal' }), ROUTES.register],
    ['no method: payment', facts({ temporaryEmail: 'a@example.com' }), ROUTES.payment.choose],
    ['a new buyer with a method: stays', facts({ temporaryEmail: 'a@example.com', method: 'paypal' }), null],
    ['a customer with a method: stays', facts({ loggedIn: true, method: 'bank' }), null],
  ])('[guards] checkout: %s', (_name, given, expected) => {
    expect(checkoutGuard(given)).toBe(expected);
  });
});

describe('the permanent-disability shortcut (spec 2, issue 23 point 4)', () => {
  const shortcut = (overrides: Partial<CheckoutFacts> = {}) =>
    facts({ lastAddedProduct: PRODUCT_IDS.permanentDisability, cartShown: false, ...overrides });

  test('[guards] adding the study alone hides the cart; with other items, or another product, the cart stays shown', () => {
    expect(showCartAfterAdding(PRODUCT_IDS.permanentDisability, [{ product_id: PRODUCT_IDS.permanentDisability }])).toBe(false);
    expect(
      showCartAfterAdding(PRODUCT_IDS.permanentDisability, [
        { product_id: PRODUCT_IDS.simpleNote },
        { product_id: PRODUCT_IDS.permanentDisability },
      ]),
    ).toBe(true);
    expect(showCartAfterAdding(PRODUCT_IDS.deedCopy, [{ product_id: PRODUCT_IDS.deedCopy }])).toBe(true);
  });

  test('[guards] payment sends the shortcut to checkout, and checkout keeps it there, paying by card', () => {
    const registered = shortcut({ temporaryEmail: 'a@example.com' });
    expect(paymentGuard(registered)).toBe(ROUTES.checkout.start);
    expect(checkoutGuard(registered)).toBeNull();
    expect(checkoutMethod(registered)).toBe('cc');
    expect(checkoutGuard(shortcut({ loggedIn: true }))).toBeNull();
    // a method the buyer chose on purpose (payment/retry) is kept
    expect(checkoutMethod(shortcut({ loggedIn: true, method: 'paypal' }))).toBe('paypal');
    // nobody known yet: register first, as for any checkout
    expect(checkoutGuard(shortcut())).toBe(ROUTES.register);
  });

  type Route = typeof ROUTES.payment.choose | typeof ROUTES.checkout.start | typeof ROUTES.register | typeof ROUTES.payment.card;
  const GUARD_OF: Record<Route, (given: CheckoutFacts) => GuardDecision> = {
    [ROUTES.payment.choose]: paymentGuard,
    [ROUTES.checkout.start]: checkoutGuard,
    [ROUTES.register]: identificationGuard,
    [ROUTES.payment.card]: cardGuard,
  };
  const everyFacts: CheckoutFacts[] = [];
  for (const loggedIn of [false, true])
    for (const invalidPayment of [false, true])
      for (const mustPickPayment of [false, true])
        for (const lastAddedProduct of [null, PRODUCT_IDS.permanentDisability, PRODUCT_IDS.deedCopy])
          for (const cartShown of [false, true])
            for (const temporaryEmail of [null, 'a@example.com'])
              for (const method of [null, ...PAYMENT_METHODS])
                everyFacts.push({ loggedIn, invalidPayment, mustPickPayment, lastAddedProduct, cartShown, temporaryEmail, method });

  test('[guards] from any customer route, whatever is stored, the guards settle on a page: they never send the buyer round in circles', () => {
    for (const given of everyFacts) {
      for (const start of Object.keys(GUARD_OF) as Route[]) {
        const visited: Route[] = [start];
        let decision = GUARD_OF[start](given);
        while (decision !== null) {
          expect(visited, JSON.stringify(given)).not.toContain(decision);
          visited.push(decision);
          decision = GUARD_OF[decision](given);
        }
      }
    }
  });
});
