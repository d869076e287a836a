import { describe, expect, test } from 'vitest';
import { decimalAmount, formatEuro, roundMoney, toCents } from './money.ts';

describe('money (spec 9)', () => {
  test.each([
    [99, '99 €'],
    [240.76, '240,76 €'],
    [20.5, '20,50 €'],
    [0, '0 €'],
    [-0.001, '0 €'],
    [34.9, '34,90 €'],
    [119.999, '120 €'],
    [1234.05, '1234,05 €'],
    [-20.76, '-20,76 €'],
    [-0.5, '-0,50 €'],
  ])('[pricing] %d shows as %s', (amount, shown) => {
    expect(formatEuro(amount)).toBe(shown);
  });

  test('[pricing] an invoice keeps ,00 so its lines align', () => {
    expect(formatEuro(99, { cents: 'always' })).toBe('99,00 €');
    expect(formatEuro(-17.16, { cents: 'always' })).toBe('-17,16 €');
  });

  test.each([
    [1.005, 1.01],
    [3 * 20.76, 62.28],
    [0.1 + 0.2, 0.3],
    [20.76 / 1.21, 17.16],
    [-1.005, -1.01],
    [2.675, 2.68],
  ])('[pricing] %d rounds to %d, as the decimal the buyer sees', (amount, rounded) => {
    expect(roundMoney(amount)).toBe(rounded);
  });

  test('[pricing] cents are whole and never -0', () => {
    expect(toCents(12.345)).toBe(1235);
    expect(Object.is(toCents(-0.001), 0)).toBe(true);
  });

  test('[pricing] a provider field has a point decimal and two places', () => {
    expect(decimalAmount(240.76)).toBe('240.76');
    expect(decimalAmount(99)).toBe('99.00');
    expect(decimalAmount(0.1 + 0.2)).toBe('0.30');
  });
});
