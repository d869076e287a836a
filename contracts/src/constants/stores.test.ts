import { describe, expect, test } from 'vitest';
import { STORE_FAMILIES, STORE_IDS, storeCountry, storeFamily, storeLanguage } from './stores.ts';

describe('stores', () => {
  test('[stores] every store id is in exactly one family', () => {
    const familyStores: number[] = Object.values(STORE_FAMILIES).flatMap((family) => [...family.stores]);
    expect(familyStores.sort((a, b) => a - b)).toEqual([...STORE_IDS]);
  });

  test('[stores] spec 1 and 9: registry 1, 9, 12, 14, 21; Portugal 16, 26, 28; English 17 to 20; 15, 22, 23 the rest', () => {
    expect([1, 9, 12, 14, 21].map(storeFamily)).toEqual(Array(5).fill('spain-registry'));
    expect([16, 26, 28].map(storeFamily)).toEqual(Array(3).fill('portugal'));
    expect([17, 18, 19, 20].map(storeFamily)).toEqual(Array(4).fill('english'));
    expect([15, 22, 23].map(storeFamily)).toEqual(Array(3).fill('other'));
  });

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

  test('[stores] a billing record’s country: PT for 16, 26 and 28, OTHER for the English stores 17 to 20, ES for every other', () => {
    expect(STORE_IDS.filter((id) => storeCountry(id) === 'PT')).toEqual([16, 26, 28]);
    expect(STORE_IDS.filter((id) => storeCountry(id) === 'OTHER')).toEqual([17, 18, 19, 20]);
    expect(STORE_IDS.filter((id) => storeCountry(id) === 'ES')).toEqual([1, 9, 12, 14, 15, 21, 22, 23]);
  });
});
