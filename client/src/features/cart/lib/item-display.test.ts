import { describe, expect, test } from 'vitest';
import { PRODUCT_IDS } from '#contracts/product-ids.ts';
import { cartItemExample } from '#contracts/testing/examples.ts';
import { itemChangeAction, itemRendering } from './item-display.ts';

describe('cart item display', () => {
  test('[cart] the rendering joins the printed answers, skipping empty ones', () => {
    const item = cartItemExample({
      options: [{ option_id: '1', option_value: '', value: 'Calle Mayor 1', print_value: 'Calle Mayor 1', label: 'Dirección' }],
    });
    item.options.push({ option_id: '2', option_value: '', value: '', print_value: ' ', label: 'Vacío' });
    item.options.push({ option_id: '3', option_value: '', value: 'Madrid', print_value: 'Madrid', label: 'Municipio' });
    expect(itemRendering(item)).toBe('Calle Mayor 1, Madrid');
  });

  test('[cart] the property search item offers cancel instead of edit', () => {
    expect(itemChangeAction({ product_id: PRODUCT_IDS.propertySearchItem })).toBe('cancel');
    expect(itemChangeAction({ product_id: PRODUCT_IDS.simpleNote })).toBe('edit');
    expect(itemChangeAction({ product_id: PRODUCT_IDS.permanentCertificate })).toBe('edit');
    expect(itemChangeAction({ product_id: PRODUCT_IDS.deedCopy })).toBe('edit');
  });
});
