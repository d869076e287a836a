import { describe, expect, test } from 'vitest';
import { PRODUCT_IDS } from '../constants/product-ids.ts';
import { catalogueProduct } from '../testing/catalogue.ts';
import { isListedOnServices, isSoldOnStore } from './product-availability.ts';

describe('store lists (spec 2)', () => {
  test('[product] a product is sold only on its stores, and listed on servicios only where visible_on_services says', () => {
    const deedCopy = catalogueProduct(PRODUCT_IDS.deedCopy);
    expect(isSoldOnStore(deedCopy, 14)).toBe(true);
    expect(isSoldOnStore(deedCopy, 16)).toBe(false);
    const disability = catalogueProduct(PRODUCT_IDS.permanentDisability);
    expect(isListedOnServices(disability, 14, false)).toBe(false);
    expect(isListedOnServices(disability, 14, true)).toBe(true);
    expect(isListedOnServices({ ...disability, visible: false }, 14, true)).toBe(false);
  });
});
