// @vitest-environment happy-dom
import { afterEach, describe, expect, test } from 'vitest';
import { PRODUCT_IDS } from '#contracts/product-ids.ts';
import { firstStepKey, local, purchaseKey, session } from './storage.ts';

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('typed storage', () => {
  test('[storage] a stored value reads back as it was written', () => {
    local.set('last_added_product', PRODUCT_IDS.deedCopy);
    local.set('show_carrito', true);
    local.set(firstStepKey(PRODUCT_IDS.deedCopy), 1);
    expect(local.get('last_added_product')).toBe(PRODUCT_IDS.deedCopy);
    expect(local.get('show_carrito')).toBe(true);
    expect(local.get('first_step18458')).toBe(1);
  });

  test('[storage] unparsable JSON reads as null instead of throwing', () => {
    localStorage.setItem('last_added_product', '{not json');
    sessionStorage.setItem('last_ns_form', 'undefined');
    expect(local.get('last_added_product')).toBeNull();
    expect(session.get('last_ns_form')).toBeNull();
  });

  test('[storage] a value of the wrong shape reads as null', () => {
    localStorage.setItem('last_added_product', JSON.stringify([1, 2]));
    localStorage.setItem('temporal_invalid_payment', JSON.stringify(2));
    localStorage.setItem(purchaseKey('14000001'), JSON.stringify('yes'));
    sessionStorage.setItem('last_ns_form', JSON.stringify({ date: 'today', form: {} }));
    expect(local.get('last_added_product')).toBeNull();
    expect(local.get('temporal_invalid_payment')).toBeNull();
    expect(local.get('purchase14000001')).toBeNull();
    expect(session.get('last_ns_form')).toBeNull();
  });

  test('[storage] a missing key reads as null and remove forgets a key', () => {
    expect(local.get('payment_message')).toBeNull();
    local.set('payment_message', 'Ha fallado el intento de pago');
    local.remove('payment_message');
    expect(local.get('payment_message')).toBeNull();
  });

  test('[storage] storage that throws on write keeps the value in memory', () => {
    const original = Storage.prototype.setItem;
    Storage.prototype.setItem = () => {
      throw new DOMException('QuotaExceededError');
    };
    try {
      expect(() => local.set('last_added_product', PRODUCT_IDS.deedCopy)).not.toThrow();
    } finally {
      Storage.prototype.setItem = original;
    }
    expect(local.get('last_added_product')).toBe(PRODUCT_IDS.deedCopy);
  });
});
