import { describe, expect, test } from 'vitest';
import { STORE_FAMILIES } from '#contracts/constants/stores.ts';
import { exitIntentWidth } from './exit-intent-routes.ts';

const SPANISH_STORES = [...STORE_FAMILIES['spain-registry'].stores, ...STORE_FAMILIES.other.stores];
const PORTUGUESE_STORES = STORE_FAMILIES.portugal.stores;
const ENGLISH_STORES = STORE_FAMILIES.english.stores;

const SPANISH_ROUTES = [
  '/nota-simple/step1',
  '/nota-simple/step2',
  '/nota-simple/step4',
  '/nota-simple/step41',
  '/nota-simple/step42',
  '/nota-simple/step5',
  '/customer/register',
  '/q-propiedades/step2',
  '/q-propiedades/step3',
  '/q-propiedades/step4',
  '/q-propiedades/step5',
  '/q-propiedades/step6',
  '/q-propiedades/step7',
  '/product/step1/18458',
  '/product/step6/18458',
  '/product/confirmation/18458',
];
const SPANISH_NEIGHBOURS = [
  '/nota-simple/step0',
  '/nota-simple/step6',
  '/cart/add/ns',
  '/q-propiedades/step1',
  '/q-propiedades/step8',
  '/cart/add/qpropiedades',
  '/product/step2/18458',
  '/product/step5/18458',
  '/product/step7/18458',
  '/product/step1/18444',
  '/product/confirmation/18444',
  '/product/actualizar/1420000001/18458',
  '/customer/authenticate',
  '/customer/payment',
  '/customer/payment/cc',
  '/servicios',
  '/servicios/reset',
  '/',
  '/certidao-permanente/step1',
];

const PORTUGUESE_ROUTES = [
  '/customer/register',
  '/servicios',
  '/certidao-permanente/step1',
  '/certidao-permanente/step2',
  '/certidao-permanente/step3',
  '/certidao-permanente/step4',
  '/certidao-permanente/step5',
  '/certidao-permanente/step6',
  '/certidao-permanente/step7',
  '/certidao-permanente/step8',
  '/certidao-permanente/confirmation',
  '/i-predial-simplificada/step2',
  '/i-predial-simplificada/step3',
  '/customer/payment',
  '/customer/payment/cc',
];
const PORTUGUESE_NEIGHBOURS = [
  '/servicios/reset',
  '/',
  '/cart/add/certidao',
  '/i-predial-simplificada/step1',
  '/i-predial-simplificada/step21',
  '/i-predial-simplificada/step4',
  '/i-predial-simplificada/confirmation',
  '/cart/add/ipredial',
  '/customer/authenticate',
  '/customer/payment/retry',
  '/customer/payment/multibanco',
  '/customer/checkout',
  '/nota-simple/step1',
  '/product/step1/18458',
];

describe('where the exit-intent dialog shows', () => {
  test.each(SPANISH_STORES.flatMap((store) => SPANISH_ROUTES.map((path) => [store, path] as const)))(
    '[exit intent] Spanish store %i: %s shows it, 400px wide',
    (store, path) => {
      expect(exitIntentWidth(path, store)).toBe(400);
    },
  );

  test.each(SPANISH_STORES)('[exit intent] Spanish store %i: nota-simple/step3 shows it 500px wide', (store) => {
    expect(exitIntentWidth('/nota-simple/step3', store)).toBe(500);
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
    expect(exitIntentWidth('/nota-simple/step1/', 14)).toBe(400);
    expect(exitIntentWidth('/servicios/', 16)).toBe(400);
  });
});
