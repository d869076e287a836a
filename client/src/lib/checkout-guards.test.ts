import { describe, expect, test } from 'vitest';
import { PRODUCT_IDS } from '#contracts/product-ids.ts';
import { type CheckoutFacts, cardGuard, checkoutGuard, identificationGuard, paymentGuard } from './checkout-guards.ts';

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
    ['a logged-in customer goes on to payment', facts({ loggedIn: true }), '/customer/payment'],
    ['an anonymous visitor stays', facts(), null],
    ['an anonymous visitor with a temporary e-mail stays', facts({ temporaryEmail: 'a@example.com' }), null],
  ])('[guards] register and authenticate: %s', (_name, given, expected) => {
    expect(identificationGuard(given)).toBe(expected);
  });

  test.each([
    [
      'permanent disability last added with the cart hidden goes to checkout',
      facts({ lastAddedProduct: PRODUCT_IDS.permanentDisability, cartShown: false }),
      '/customer/checkout',
    ],
    [
      'permanent disability last added with the cart shown and no e-mail goes to register',
      facts({ lastAddedProduct: PRODUCT_IDS.permanentDisability, cartShown: true }),
      '/customer/register',
    ],
    [
      'another product with the cart hidden and no e-mail goes to register',
      facts({ lastAddedProduct: PRODUCT_IDS.simpleNote, cartShown: false }),
      '/customer/register',
    ],
    ['logged in, no invalid payment, no re-pick: checkout', facts({ loggedIn: true, mustPickPayment: false }), '/customer/checkout'],
    ['logged in with an invalid payment: stays to pick', facts({ loggedIn: true, mustPickPayment: false, invalidPayment: true }), null],
    ['logged in and must pick again: stays', facts({ loggedIn: true, mustPickPayment: true }), null],
    ['not logged in, no temporary e-mail: register', facts(), '/customer/register'],
    ['not logged in with a temporary e-mail: stays', facts({ temporaryEmail: 'a@example.com' }), null],
  ])('[guards] payment: %s', (_name, given, expected) => {
    expect(paymentGuard(given)).toBe(expected);
  });

  test.each([
    [
      'logged in, no invalid payment, no re-pick: checkout',
      facts({ loggedIn: true, mustPickPayment: false, method: 'cc' }),
      '/customer/checkout',
    ],
    ['paypal chosen: checkout', facts({ method: 'paypal' }), '/customer/checkout'],
    ['bizum chosen: payment', facts({ method: 'bizum' }), '/customer/payment'],
    ['bank chosen: payment', facts({ method: 'bank', loggedIn: true }), '/customer/payment'],
    ['nothing chosen: payment', facts(), '/customer/payment'],
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
    ['nobody known: register', facts({ method: 'paypal' }), '/customer/register'],
    ['no method: payment', facts({ temporaryEmail: 'a@example.com' }), '/customer/payment'],
    ['a new buyer with a method: stays', facts({ temporaryEmail: 'a@example.com', method: 'paypal' }), null],
    ['a customer with a method: stays', facts({ loggedIn: true, method: 'bank' }), null],
  ])('[guards] checkout: %s', (_name, given, expected) => {
    expect(checkoutGuard(given)).toBe(expected);
  });
});
