import { describe, expect, test } from 'vitest';
import { isSlowRegistry } from '../../src/spain/slow-registry.ts';

const SLOW = ['Marbella', 'Torrevieja', 'Vera'];

describe('[nota simple] slow registry (edit distance under 2)', () => {
  test('[nota simple] a municipality on the list is slow (distance 0), in any letter case', () => {
    expect(isSlowRegistry('Marbella', SLOW)).toBe(true);
    expect(isSlowRegistry('TORREVIEJA', SLOW)).toBe(true);
  });

  test('[nota simple] one letter off is still slow (distance 1)', () => {
    expect(isSlowRegistry('Marbela', SLOW)).toBe(true);
    expect(isSlowRegistry('Torrevieja ', SLOW)).toBe(true);
    expect(isSlowRegistry('Vega', SLOW)).toBe(true);
  });

  test('[nota simple] two letters off is not slow (distance 2)', () => {
    expect(isSlowRegistry('Marbel', SLOW)).toBe(false);
    expect(isSlowRegistry('Turrivieja', SLOW)).toBe(false);
    expect(isSlowRegistry('Madrid', SLOW)).toBe(false);
  });
});
