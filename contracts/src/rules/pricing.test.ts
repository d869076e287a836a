import { describe, expect, test } from 'vitest';
import { answerMatches, cartTotal, priceLinesOfGenericItem, priceOfGenericItem, pricedOptionIds, startingPrice } from './pricing.ts';
import { roundMoney } from './money.ts';
import type { Product, ProductOption } from '../api/product.ts';

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
    expect(roundMoney(lines.reduce((sum, line) => sum + line.amount, 0))).toBe(priceOfGenericItem(deed, answers));
    expect(priceOfGenericItem(deed, answers)).toBe(168.9);
  });

  test('[pricing] the answers that make part of the price are named by their option, priced by themselves or by a chosen value', () => {
    const answers = [
      { option_id: '1648', value: '4318' },
      { option_id: '20025', value: '40012' },
      { option_id: '20020', value: '40010' },
      { option_id: '1660', value: 'Notaría de Sevilla' },
    ];
    expect(pricedOptionIds({ ...deed, name: 'Copia de escritura' }, answers)).toEqual(new Set(['20025', '1660']));
  });

  test('[pricing] totals are rounded to 2 decimals', () => {
    expect(roundMoney(0.1 + 0.2)).toBe(0.3);
    expect(roundMoney(20.755)).toBe(20.76);
  });
});

describe('starting price on the services chooser', () => {
  const plain = { price: 29.9, options: [], related_product: [], related_conditions: [] };

  test('[pricing] a product without priced options costs its base price, not "desde"', () => {
    expect(startingPrice(plain)).toEqual({ amount: 29.9, varies: false });
    expect(startingPrice({ ...plain, options: [option('1', 'field')] })).toEqual({ amount: 29.9, varies: false });
  });

  test('[pricing] the deed copy starts at its base 99 plus its required priced field, and varies with its priced answers', () => {
    expect(startingPrice(deed)).toEqual({ amount: 104, varies: true });
    expect(startingPrice({ ...withoutRelated, options: [] })).toEqual({ amount: 99, varies: false });
  });

  test('[pricing] a required choice asked of everyone adds its cheapest value and its own price', () => {
    const everyValuePriced = {
      ...plain,
      options: [
        option(
          '1',
          'radio',
          [
            ['a', 20],
            ['b', 10],
          ],
          5,
        ),
      ],
    };
    expect(startingPrice(everyValuePriced)).toEqual({ amount: 44.9, varies: true });
    const oneValue = { ...plain, options: [option('1', 'drop_down', [['a', 10]])] };
    expect(startingPrice(oneValue)).toEqual({ amount: 39.9, varies: false });
  });

  test('[pricing] a priced option asked only after some answer, or an optional one, makes the price vary without raising it', () => {
    const conditional = { ...option('1', 'radio', [['a', 20]]), previous_steps: [{ option_id: '0', value: 'x', op: 'eq' as const }] };
    expect(startingPrice({ ...plain, options: [conditional] })).toEqual({ amount: 29.9, varies: true });
    expect(startingPrice({ ...plain, options: [{ ...option('1', 'field', [], 5), is_require: '0' }] })).toEqual({
      amount: 29.9,
      varies: true,
    });
  });

  test('[pricing] several ticked values add up, so a priced checkbox varies', () => {
    expect(
      startingPrice({
        ...plain,
        options: [
          option('1', 'checkbox', [
            ['a', 10],
            ['b', 10],
          ]),
        ],
      }),
    ).toEqual({ amount: 39.9, varies: true });
  });

  test('[pricing] a related product without conditions is always in the starting price', () => {
    expect(startingPrice({ ...withoutRelated, options: [], related_product: deed.related_product })).toEqual({
      amount: 128.9,
      varies: false,
    });
  });
});

describe('cart total', () => {
  test('[pricing] the cart total adds the current prices, an item without one counting 0, to the cent', () => {
    expect(cartTotal([{ extra: { current_price: 20.76 } }, { extra: { current_price: 119.76 } }, { extra: {} }])).toBe(140.52);
    expect(cartTotal([{ extra: { current_price: 0.1 } }, { extra: { current_price: 0.2 } }])).toBe(0.3);
    expect(cartTotal([])).toBe(0);
  });
});
