import { describe, expect, test } from 'vitest';
import { PRODUCT_IDS } from '#contracts/constants/product-ids.ts';
import { itemChangeAction } from './item-display.ts';

describe('cart item actions', () => {
  test('[cart] the property search item offers cancel instead of edit', () => {
    expect(itemChangeAction({ product_id: PRODUCT_IDS.propertySearchItem })).toBe('cancel');
    expect(itemChangeAction({ product_id: PRODUCT_IDS.simpleNote })).toBe('edit');
    expect(itemChangeAction({ product_id: PRODUCT_IDS.permanentCertificate })).toBe('edit');
    expect(itemChangeAction({ product_id: PRODUCT_IDS.deedCopy })).toBe('edit');
  });
});
