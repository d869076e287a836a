import { describe, expect, test } from 'vitest';
import { STORE_IDS } from '#contracts/stores.ts';
import { isPortugueseOrderId, storeFamily, storeIdOrDefault, storeLanguage } from './store-rules.ts';

describe('store rules', () => {
  test('[language] Portuguese for 16, 26 and 28', () => {
    expect([16, 26, 28].map(storeLanguage)).toEqual(['pt', 'pt', 'pt']);
  });

  test('[language] English for 17, 18, 19 and 20 (decision 004)', () => {
    expect([17, 18, 19, 20].map(storeLanguage)).toEqual(['en', 'en', 'en', 'en']);
  });

  test('[language] Spanish for every other store', () => {
    const others = STORE_IDS.filter((id) => ![16, 26, 28, 17, 18, 19, 20].includes(id));
    expect(others).toEqual([1, 9, 12, 14, 15, 21, 22, 23]);
    expect(new Set(others.map(storeLanguage))).toEqual(new Set(['es']));
  });

  test('[family] registry, Portugal, English and the rest', () => {
    expect(storeFamily(14)).toBe('spain-registry');
    expect(storeFamily(21)).toBe('spain-registry');
    expect(storeFamily(28)).toBe('portugal');
    expect(storeFamily(19)).toBe('english');
    expect(storeFamily(15)).toBe('other');
    expect(storeFamily(22)).toBe('other');
    expect(storeFamily(23)).toBe('other');
  });

  test('[store] an unknown or missing store id falls back to 14', () => {
    expect(storeIdOrDefault(undefined)).toBe(14);
    expect(storeIdOrDefault(99)).toBe(14);
    expect(storeIdOrDefault('16')).toBe(14);
    expect(storeIdOrDefault(16)).toBe(16);
  });

  test('[orders] order ids starting 16, 26 or 28 are Portuguese', () => {
    expect(isPortugueseOrderId('160000123')).toBe(true);
    expect(isPortugueseOrderId('280000001')).toBe(true);
    expect(isPortugueseOrderId('140000123')).toBe(false);
  });
});
