import { describe, expect, test } from 'vitest';
import { isCartVisible } from './cart-visibility.ts';
import { ROUTES } from '#contracts/constants/client-routes.ts';

describe('cart visibility', () => {
  test('[cart] hidden without the show-cart flag, whatever it holds', () => {
    expect(isCartVisible({ showCartFlag: false, itemCount: 5, pathname: ROUTES.services })).toBe(false);
  });

  test('[cart] hidden with fewer than 1 item, shown from 1 item', () => {
    expect(isCartVisible({ showCartFlag: true, itemCount: 0, pathname: ROUTES.services })).toBe(false);
    expect(isCartVisible({ showCartFlag: true, itemCount: 1, pathname: ROUTES.services })).toBe(true);
  });

  test('[cart] hides the cart with fewer than 2 items on customer routes', () => {
    expect(isCartVisible({ showCartFlag: true, itemCount: 1, pathname: ROUTES.register })).toBe(false);
    expect(isCartVisible({ showCartFlag: true, itemCount: 1, pathname: ROUTES.payment.card })).toBe(false);
    expect(isCartVisible({ showCartFlag: true, itemCount: 2, pathname: ROUTES.checkout.start })).toBe(true);
  });

  test('[cart] a path that only starts with the letters customer is not a customer route', () => {
    expect(isCartVisible({ showCartFlag: true, itemCount: 1, pathname: '/customers-info' })).toBe(true);
  });
});
