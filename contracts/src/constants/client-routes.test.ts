import { describe, expect, test } from 'vitest';
import { ROUTES, ROUTE_PATTERNS, ROUTE_ROOTS, WIZARD_ROUTES, isRoutePath, isUnder, productStepOf } from './client-routes.ts';

describe('the client route table', () => {
  test('[routes] a builder encodes what it puts in a segment, so an address cannot leave its route', () => {
    expect(ROUTES.authenticateAs('ana+1@example.com')).toBe('/customer/authenticate/ana%2B1%40example.com');
    expect(ROUTES.account.order('1400/../x')).toBe('/customer/orders/1400%2F..%2Fx');
    expect(isRoutePath(ROUTES.account.order('1400/../x'))).toBe(true);
  });

  test('[routes] every path a builder gives is a route the router defines', () => {
    const built = [
      ROUTES.services,
      ROUTES.guide.start,
      ROUTES.guide.situation('herencia'),
      ROUTES.guide.situation('herencia', 'will-yes'),
      ...Object.values(WIZARD_ROUTES).flatMap((flow) => [flow.start, flow.addToCart]),
      ROUTES.simpleNote.correct('1', '2'),
      ROUTES.locatedProperties.entry('1', '2'),
      ROUTES.product.step('step12', 18444),
      ROUTES.product.step('confirmation', 18444),
      ROUTES.product.update('1', '2'),
      ROUTES.authenticateAs('a@b.es'),
      ROUTES.payment.order('1'),
      ROUTES.payment.quote('1'),
      ROUTES.payment.threeDsOrder('1'),
      ROUTES.payment.method('paypal'),
      ROUTES.payment.method('cc'),
      ROUTES.checkout.successOf('1'),
      ROUTES.checkout.finalize('1'),
      ROUTES.municipality('RegistroPropiedad', 'madrid'),
      ...Object.values(ROUTES.legal),
    ];
    expect(built.filter((path) => !isRoutePath(path))).toEqual([]);
    expect(isRoutePath('/servicios/otra')).toBe(false);
    expect(isRoutePath('/nota-simple/step9')).toBe(false);
  });

  test('[routes] every pattern is written once', () => {
    expect(new Set(ROUTE_PATTERNS).size).toBe(ROUTE_PATTERNS.length);
    expect(ROUTE_ROOTS).toEqual(expect.arrayContaining(['servicios', 'customer', 'cart', 'nota-simple', 'product', 'contacto']));
  });

  test('[routes] a route is under its base, and a longer name is not', () => {
    expect(isUnder(ROUTES.account.orders, ROUTES.customerBase)).toBe(true);
    expect(isUnder(ROUTES.customerBase, ROUTES.customerBase)).toBe(true);
    expect(isUnder('/customers', ROUTES.customerBase)).toBe(false);
  });

  test("[routes] a generic product's step route names its step and product", () => {
    expect(productStepOf(ROUTES.product.step('step3', 18444))).toEqual({ step: 'step3', productId: '18444' });
    expect(productStepOf(ROUTES.product.update('1', '2'))).toBeNull();
    expect(productStepOf(ROUTES.services)).toBeNull();
  });
});
