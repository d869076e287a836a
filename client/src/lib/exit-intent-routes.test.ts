import { describe, expect, test } from 'vitest';
import { STORE_FAMILIES } from '#contracts/constants/stores.ts';
import { exitIntentWidth } from './exit-intent-routes.ts';
import { ROUTES } from '#contracts/constants/client-routes.ts';

const SPANISH_STORES = [...STORE_FAMILIES['spain-registry'].stores, ...STORE_FAMILIES.other.stores];
const PORTUGUESE_STORES = STORE_FAMILIES.portugal.stores;
const ENGLISH_STORES = STORE_FAMILIES.english.stores;

const SPANISH_ROUTES = [
  ROUTES.simpleNote.step('step1'),
  ROUTES.simpleNote.step('step2'),
  ROUTES.simpleNote.step('step4'),
  ROUTES.simpleNote.step('step41'),
  ROUTES.simpleNote.step('step42'),
  ROUTES.simpleNote.step('step5'),
  ROUTES.register,
  ROUTES.propertiesQuery.step('step2'),
  ROUTES.propertiesQuery.step('step3'),
  ROUTES.propertiesQuery.step('step4'),
  ROUTES.propertiesQuery.step('step5'),
  ROUTES.propertiesQuery.step('step6'),
  ROUTES.propertiesQuery.step('step7'),
  ROUTES.product.step('step1', '18458'),
  ROUTES.product.step('step6', '18458'),
  ROUTES.product.step('confirmation', '18458'),
];
const SPANISH_NEIGHBOURS = [
  ROUTES.simpleNote.intro,
  ROUTES.simpleNote.step('step6'),
  ROUTES.simpleNote.addToCart,
  ROUTES.propertiesQuery.step('step1'),
  `${ROUTES.propertiesQuery.base}/step8`,
  ROUTES.propertiesQuery.addToCart,
  ROUTES.product.step('step2', '18458'),
  ROUTES.product.step('step5', '18458'),
  ROUTES.product.step('step7', '18458'),
  ROUTES.product.step('step1', '18444'),
  ROUTES.product.step('confirmation', '18444'),
  ROUTES.product.update('1420000001', '18458'),
  ROUTES.authenticate,
  ROUTES.payment.choose,
  ROUTES.payment.card,
  ROUTES.services,
  ROUTES.servicesReset,
  '/',
  ROUTES.certificate.step('step1'),
];

const PORTUGUESE_ROUTES = [
  ROUTES.register,
  ROUTES.services,
  ROUTES.certificate.step('step1'),
  ROUTES.certificate.step('step2'),
  ROUTES.certificate.step('step3'),
  ROUTES.certificate.step('step4'),
  ROUTES.certificate.step('step5'),
  ROUTES.certificate.step('step6'),
  ROUTES.certificate.step('step7'),
  ROUTES.certificate.step('step8'),
  ROUTES.certificate.confirmation,
  ROUTES.report.step('step2'),
  ROUTES.report.step('step3'),
  ROUTES.payment.choose,
  ROUTES.payment.card,
];
const PORTUGUESE_NEIGHBOURS = [
  ROUTES.servicesReset,
  '/',
  ROUTES.certificate.addToCart,
  ROUTES.report.step('step1'),
  ROUTES.report.step('step21'),
  ROUTES.report.step('step4'),
  ROUTES.report.step('confirmation'),
  ROUTES.report.addToCart,
  ROUTES.authenticate,
  ROUTES.payment.retry,
  ROUTES.payment.multibanco,
  ROUTES.checkout.start,
  ROUTES.simpleNote.step('step1'),
  ROUTES.product.step('step1', '18458'),
];

describe('where the exit-intent dialog shows', () => {
  test.each(SPANISH_STORES.flatMap((store) => SPANISH_ROUTES.map((path) => [store, path] as const)))(
    '[exit intent] Spanish store %i: %s shows it, 400px wide',
    (store, path) => {
      expect(exitIntentWidth(path, store)).toBe(400);
    },
  );

  test.each(SPANISH_STORES)('[exit intent] Spanish store %i: nota-simple/step3 shows it 500px wide', (store) => {
    expect(exitIntentWidth(ROUTES.simpleNote.step('step3'), store)).toBe(500);
  });

  test.each(SPANISH_STORES.flatMap((store) => SPANISH_NEIGHBOURS.map((path) => [store, path] as const)))(
    '[exit intent] Spanish store %i: %s never shows it',
    (store, path) => {
      expect(exitIntentWidth(path, store)).toBeNull();
    },
  );

  test.each(PORTUGUESE_STORES.flatMap((store) => PORTUGUESE_ROUTES.map((path) => [store, path] as const)))(
    '[exit intent] Portuguese store %i: %s shows it, 400px wide',
    (store, path) => {
      expect(exitIntentWidth(path, store)).toBe(400);
    },
  );

  test.each(PORTUGUESE_STORES.flatMap((store) => PORTUGUESE_NEIGHBOURS.map((path) => [store, path] as const)))(
    '[exit intent] Portuguese store %i: %s never shows it',
    (store, path) => {
      expect(exitIntentWidth(path, store)).toBeNull();
    },
  );

  test.each(ENGLISH_STORES.flatMap((store) => [...SPANISH_ROUTES, ...PORTUGUESE_ROUTES].map((path) => [store, path] as const)))(
    '[exit intent] English store %i: %s never shows it',
    (store, path) => {
      expect(exitIntentWidth(path, store)).toBeNull();
    },
  );

  test('[exit intent] a trailing slash names the same route', () => {
    expect(exitIntentWidth(`${ROUTES.simpleNote.step('step1')}/`, 14)).toBe(400);
    expect(exitIntentWidth(`${ROUTES.services}/`, 16)).toBe(400);
  });
});
