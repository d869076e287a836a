import { describe, expect, test } from 'vitest';
import { createNavigationTracker } from './navigation-analytics.ts';
import { ROUTES } from '#contracts/constants/client-routes.ts';

describe('navigation rules for analytics and the cart (spec 4)', () => {
  test.each([
    ROUTES.simpleNote.step('step5'),
    ROUTES.simpleNote.step('step6'),
    ROUTES.certificate.step('step6'),
    ROUTES.report.step('step4'),
  ])('[analytics] back/forward to %s skips its page view once', (path) => {
    const track = createNavigationTracker();
    track('a', ROUTES.services, 'POP');
    track('b', path, 'PUSH');
    track('c', ROUTES.services, 'PUSH');
    expect(track('b2', path, 'POP').skipPageView).toBe(true);
    track('d', ROUTES.services, 'POP');
    expect(track('b3', path, 'POP').skipPageView).toBe(false);
  });

  test('[analytics] a page view is not skipped when the step is reached forward, on the first address, or on other steps', () => {
    const track = createNavigationTracker();
    expect(track('a', ROUTES.simpleNote.step('step5'), 'POP').skipPageView).toBe(false);
    expect(track('b', ROUTES.simpleNote.step('step6'), 'PUSH').skipPageView).toBe(false);
    expect(track('c', ROUTES.simpleNote.step('step4'), 'POP').skipPageView).toBe(false);
  });

  test('[cart] back/forward to a cart/add route shows the cart again; reaching it forward or first does not', () => {
    const track = createNavigationTracker();
    expect(track('a', ROUTES.simpleNote.addToCart, 'POP').reshowCart).toBe(false);
    expect(track('b', ROUTES.certificate.addToCart, 'PUSH').reshowCart).toBe(false);
    expect(track('c', ROUTES.product.addToCart, 'POP').reshowCart).toBe(true);
    expect(track('d', ROUTES.services, 'POP').reshowCart).toBe(false);
  });

  test('[analytics] the checkout begins on reaching identification or checkout, once per entry', () => {
    const track = createNavigationTracker();
    expect(track('a', ROUTES.simpleNote.addToCart, 'PUSH').beginCheckout).toBe(false);
    expect(track('b', ROUTES.register, 'PUSH').beginCheckout).toBe(true);
    expect(track('c', ROUTES.authenticateAs('ana@example.com'), 'PUSH').beginCheckout).toBe(false);
    expect(track('d', ROUTES.services, 'PUSH').beginCheckout).toBe(false);
    expect(track('e', ROUTES.checkout.start, 'PUSH').beginCheckout).toBe(true);
  });

  test('[analytics] the same location asked twice (React development effects) answers the same', () => {
    const track = createNavigationTracker();
    track('a', ROUTES.services, 'POP');
    track('b', ROUTES.simpleNote.step('step5'), 'PUSH');
    track('c', ROUTES.simpleNote.step('step6'), 'PUSH');
    const first = track('d', ROUTES.simpleNote.step('step5'), 'POP');
    expect(track('d', ROUTES.simpleNote.step('step5'), 'POP')).toBe(first);
    expect(first.skipPageView).toBe(true);
  });
});
