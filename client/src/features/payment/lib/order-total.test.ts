import { describe, expect, test } from 'vitest';
import { cartItemExample } from '#contracts/testing/examples.ts';
import { itemsTotal } from './order-total.ts';

const priced = (price: number | undefined) => {
  const item = cartItemExample();
  return { ...item, extra: price === undefined ? {} : { ...item.extra, current_price: price } };
};

describe('order total (spec 9)', () => {
  test('[payment] the total adds the lines to the cent, as the pay button and the summary show it', () => {
    expect(itemsTotal([priced(20.76), priced(119.76)])).toBe(140.52);
    expect(itemsTotal([priced(0.1), priced(0.2)])).toBe(0.3);
  });

  test('[payment] a line without a price adds nothing, and no lines cost nothing', () => {
    expect(itemsTotal([priced(20.76), priced(undefined)])).toBe(20.76);
    expect(itemsTotal([])).toBe(0);
  });
});
