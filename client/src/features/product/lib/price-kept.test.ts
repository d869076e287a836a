import { describe, expect, test } from 'vitest';
import type { Product } from '#contracts/api/product.ts';
import { productExample } from '#contracts/testing/examples.ts';
import { priceOfAnswers, withChoicesKeepingPrice } from './price-kept.ts';

const copyType = {
  ...productExample().options[0],
  option_id: '20020',
  type: 'radio',
  title: 'Tipo de copia',
  price: 0,
  opt_values: [
    { id: '40010', name: 'Copia simple en PDF', price: 0 },
    { id: '40011', name: 'Copia auténtica en papel', price: 86 },
  ],
  previous_steps: [],
} as Product['options'][number];
const relation = {
  ...copyType,
  option_id: '20026',
  type: 'drop_down',
  title: 'Tu relación con la escritura',
  opt_values: [
    { id: '40014', name: 'Soy otorgante o titular', price: 0 },
    { id: '40015', name: 'Soy heredero de un otorgante', price: 0 },
  ],
} as Product['options'][number];
const deed: Product = { ...productExample(), price: 99, options: [copyType, relation], related_product: [], related_conditions: [] };
const paidAnswers = { '20020': '40010', '20026': '40014' };

describe('a correction of a paid order keeps the price paid (issue 41)', () => {
  test('[product] a choice that would change the price paid is not offered; those at the same price are', () => {
    expect(priceOfAnswers(deed, paidAnswers)).toBe(99);
    const offered = withChoicesKeepingPrice(deed, paidAnswers, 99);
    expect(offered.options.map((option) => option.opt_values.map((choice) => choice.id))).toEqual([['40010'], ['40014', '40015']]);
  });

  test('[product] the value chosen stays offered, even when the price paid was another', () => {
    const offered = withChoicesKeepingPrice(deed, { '20020': '40011', '20026': '40014' }, 99);
    expect(offered.options[0]?.opt_values.map((choice) => choice.id)).toEqual(['40010', '40011']);
  });
});
