import { describe, expect, test } from 'vitest';
import { createNavigationTracker } from './navigation-analytics.ts';

describe('navigation rules for analytics and the cart (spec 4)', () => {
  test.each(['/nota-simple/step5', '/nota-simple/step6', '/certidao-permanente/step6', '/i-predial-simplificada/step4'])(
    '[analytics] back/forward to %s skips its page view once',
    (path) => {
      const track = createNavigationTracker();
      track('a', '/servicios', 'POP');
      track('b', path, 'PUSH');
      track('c', '/servicios', 'PUSH');
      expect(track('b2', path, 'POP').skipPageView).toBe(true);
      track('d', '/servicios', 'POP');
      expect(track('b3', path, 'POP').skipPageView).toBe(false);
    },
  );

  test('[analytics] a page view is not skipped when the step is reached forward, on the first address, or on other steps', () => {
    const track = createNavigationTracker();
    expect(track('a', '/nota-simple/step5', 'POP').skipPageView).toBe(false);
    expect(track('b', '/nota-simple/step6', 'PUSH').skipPageView).toBe(false);
    expect(track('c', '/nota-simple/step4', 'POP').skipPageView).toBe(false);
  });

  test('[cart] back/forward to a cart/add route shows the cart again; reaching it forward or first does not', () => {
    const track = createNavigationTracker();
    expect(track('a', '/cart/add/ns', 'POP').reshowCart).toBe(false);
    expect(track('b', '/cart/add/certidao', 'PUSH').reshowCart).toBe(false);
    expect(track('c', '/cart/add/product', 'POP').reshowCart).toBe(true);
    expect(track('d', '/servicios', 'POP').reshowCart).toBe(false);
  });

  test('[analytics] the checkout begins on reaching identification or checkout, once per entry', () => {
    const track = createNavigationTracker();
    expect(track('a', '/cart/add/ns', 'PUSH').beginCheckout).toBe(false);
    expect(track('b', '/customer/register', 'PUSH').beginCheckout).toBe(true);
    expect(track('c', '/customer/authenticate/ana@example.com', 'PUSH').beginCheckout).toBe(false);
    expect(track('d', '/servicios', 'PUSH').beginCheckout).toBe(false);
    expect(track('e', '/customer/checkout', 'PUSH').beginCheckout).toBe(true);
  });

  test('[analytics] the same location asked twice (React development effects) answers the same', () => {
    const track = createNavigationTracker();
    track('a', '/servicios', 'POP');
    track('b', '/nota-simple/step5', 'PUSH');
    track('c', '/nota-simple/step6', 'PUSH');
    const first = track('d', '/nota-simple/step5', 'POP');
    expect(track('d', '/nota-simple/step5', 'POP')).toBe(first);
    expect(first.skipPageView).toBe(true);
  });
});
