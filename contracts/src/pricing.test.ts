import { describe, expect, test } from 'vitest';
import { answerMatches, priceLinesOfGenericItem, priceOfGenericItem, roundPrice } from './pricing.ts';
import type { Product, ProductOption } from './product.ts';

const option = (option_id: string, type: ProductOption['type'], values: [string, number][] = [], price = 0): ProductOption => ({
  option_id,
  product_id: '18458',
  type,
  is_require: '1',
  title: option_id,
  price,
  index: 1,
  opt_values: values.map(([id, valuePrice]) => ({ id, name: id, price: valuePrice })),
});

/** The deed copy's priced options as spec 9 prices them (fixtures/products/18458.json). */
const deed: Pick<Product, 'price' | 'options' | 'related_product' | 'related_conditions'> = {
  price: 99,
  options: [
    option('1648', 'radio', [
      ['40009', 20.76],
      ['4318', 0],
    ]),
    option('20025', 'radio', [
      ['40012', 35],
      ['40013', 0],
    ]),
    option('20020', 'radio', [
      ['40010', 0],
      ['40011', 86],
    ]),
    option('1660', 'area', [], 5),
    option('20103', 'checkbox', [
      ['40077', 0],
      ['40078', 10],
    ]),
  ],
  related_product: [{ product_id: '18491', name: 'Certificado de últimas voluntades', price: 29.9 }],
  related_conditions: [{ product_id: '18491', option_id: '1648', value: '4318' }],
};
const withoutRelated = { ...deed, related_product: [], related_conditions: [] };

describe('price of a generic item (spec 9)', () => {
  test('[pricing] the deed copy costs its base 99 with no priced answer', () => {
    expect(priceOfGenericItem(withoutRelated, [])).toBe(99);
    expect(
      priceOfGenericItem(withoutRelated, [
        { option_id: '1648', value: '4318' },
        { option_id: '20020', value: '40010' },
      ]),
    ).toBe(99);
  });

  test('[pricing] a property deed before 2006, authentic copy: 99 + 20.76 + 35 + 86', () => {
    const answers = [
      { option_id: '1648', value: '40009' },
      { option_id: '20025', value: '40012' },
      { option_id: '20020', value: '40011' },
    ];
    expect(priceOfGenericItem(withoutRelated, answers)).toBe(240.76);
  });

  test('[pricing] an option with its own price counts once it is answered, not when empty', () => {
    expect(priceOfGenericItem(withoutRelated, [{ option_id: '1660', value: '' }])).toBe(99);
    expect(priceOfGenericItem(withoutRelated, [{ option_id: '1660', value: 'Notaría de Sevilla' }])).toBe(104);
  });

  test('[pricing] a related product is added only when its related conditions hold', () => {
    expect(priceOfGenericItem(deed, [{ option_id: '1648', value: '40009' }])).toBe(119.76);
    expect(priceOfGenericItem(deed, [{ option_id: '1648', value: '4318' }])).toBe(128.9);
  });

  test('[pricing] a related product without conditions always applies', () => {
    expect(priceOfGenericItem({ ...deed, related_conditions: [] }, [])).toBe(128.9);
  });

  test('[pricing] each ticked value of a checkbox option adds its price', () => {
    expect(priceOfGenericItem(withoutRelated, [{ option_id: '20103', value: '40077,40078' }])).toBe(109);
    expect(answerMatches(deed, [{ option_id: '20103', value: '40077,40078' }], '20103', '40078')).toBe(true);
    expect(answerMatches(deed, [{ option_id: '20103', value: '40077' }], '20103', '40078')).toBe(false);
  });

  test('[pricing] the breakdown names each priced part, and its lines add up to the price', () => {
    const answers = [
      { option_id: '1648', value: '4318' },
      { option_id: '20025', value: '40012' },
      { option_id: '20020', value: '40010' },
      { option_id: '1660', value: 'Notaría de Sevilla' },
    ];
    const lines = priceLinesOfGenericItem({ ...deed, name: 'Copia de escritura' }, answers);
    expect(lines.map(({ label, amount }) => [label, amount])).toEqual([
      ['Copia de escritura', 99],
      ['20025: 40012', 35],
      ['1660', 5],
      ['Certificado de últimas voluntades', 29.9],
    ]);
    expect(roundPrice(lines.reduce((sum, line) => sum + line.amount, 0))).toBe(priceOfGenericItem(deed, answers));
    expect(priceOfGenericItem(deed, answers)).toBe(168.9);
  });

  test('[pricing] totals are rounded to 2 decimals', () => {
    expect(roundPrice(0.1 + 0.2)).toBe(0.3);
    expect(roundPrice(20.755)).toBe(20.76);
  });
});
