import { describe, expect, test } from 'vitest';
import { formatPrice } from './format-price.ts';

describe('price display (spec 9)', () => {
  test.each([
    [99, '99 €'],
    [240.76, '240,76 €'],
    [20.5, '20,50 €'],
    [0, '0 €'],
    [34.9, '34,90 €'],
    [119.999, '120 €'],
    [1234.05, '1234,05 €'],
  ])('[pricing] %d shows as %s', (amount, shown) => {
    expect(formatPrice(amount)).toBe(shown);
  });
});
