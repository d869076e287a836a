import { describe, expect, test } from 'vitest';
import { propertySearchPrice } from './property-search-pricing.ts';

describe('[property search] price', () => {
  test('[property search] 12 € for the search plus 20,76 € per property: 10 properties cost 219,60 €', () => {
    expect(propertySearchPrice(12, 20.76, '10')).toBe(219.6);
    expect(propertySearchPrice(12, 20.76, '1')).toBe(32.76);
    expect(propertySearchPrice(12, 20.76, '3')).toBe(74.28);
    expect(propertySearchPrice(12, 20.76, '50')).toBe(1050);
  });

  test('[property search] "all properties" costs the search now; properties found are charged after', () => {
    expect(propertySearchPrice(12, 20.76, 'todas')).toBe(12);
  });
});
