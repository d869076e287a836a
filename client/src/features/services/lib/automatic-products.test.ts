import { describe, expect, test } from 'vitest';
import { isListedOnServices } from '#contracts/rules/product-availability.ts';
import { groupProducts } from './automatic-products.ts';

const product = (overrides: Partial<{ visible: boolean; stores: number[]; visible_on_services: number[] }> = {}) => ({
  visible: true,
  stores: [14, 9],
  visible_on_services: [14],
  ...overrides,
});

describe('automatic products on the services chooser', () => {
  test('[services] a visible product sold and shown in the store is listed', () => {
    expect(isListedOnServices(product(), 14, false)).toBe(true);
  });

  test('[services] an invisible product is never listed, embedded or not', () => {
    expect(isListedOnServices(product({ visible: false }), 14, false)).toBe(false);
    expect(isListedOnServices(product({ visible: false }), 14, true)).toBe(false);
  });

  test('[services] a product not sold in the store is never listed', () => {
    expect(isListedOnServices(product(), 16, true)).toBe(false);
  });

  test('[services] outside embedded mode the services-visibility list must include the store', () => {
    expect(isListedOnServices(product(), 9, false)).toBe(false);
    expect(isListedOnServices(product(), 9, true)).toBe(true);
  });

  test('[services] products are grouped by group in the order they come', () => {
    const grouped = groupProducts([
      { group: 'Registro', id: 'a' },
      { group: 'Civil', id: 'b' },
      { group: 'Registro', id: 'c' },
    ]);
    expect(grouped).toEqual([
      [
        'Registro',
        [
          { group: 'Registro', id: 'a' },
          { group: 'Registro', id: 'c' },
        ],
      ],
      ['Civil', [{ group: 'Civil', id: 'b' }]],
    ]);
  });
});
