import { describe, expect, test } from 'vitest';
import { cifControl, isValidCif, isValidDniOrNie, normaliseTaxId } from './spanish-tax-ids.ts';

describe('[spain] DNI and NIE check letter', () => {
  test('[spain] a DNI whose letter matches its number is accepted, written any usual way', () => {
    expect(isValidDniOrNie('12345678Z')).toBe(true);
    expect(isValidDniOrNie('12.345.678-z')).toBe(true);
    expect(isValidDniOrNie('00000000T')).toBe(true);
  });

  test('[spain] a DNI with the wrong letter, too few digits or no letter is refused', () => {
    expect(isValidDniOrNie('12345678A')).toBe(false);
    expect(isValidDniOrNie('1234567Z')).toBe(false);
    expect(isValidDniOrNie('12345678')).toBe(false);
    expect(isValidDniOrNie('')).toBe(false);
  });

  test('[spain] a NIE counts X, Y and Z as 0, 1 and 2 before the check letter', () => {
    expect(isValidDniOrNie('X1234567L')).toBe(true);
    expect(isValidDniOrNie('Y1234567X')).toBe(true);
    expect(isValidDniOrNie('Z1234567R')).toBe(true);
    expect(isValidDniOrNie('X1234567A')).toBe(false);
  });

  test('[spain] tax ids are compared without spaces, dots and dashes, in upper case', () => {
    expect(normaliseTaxId(' x-1234567.l ')).toBe('X1234567L');
  });
});

describe('[spain] company CIF control character', () => {
  test('[spain] a limited company (B) CIF ends in its control digit', () => {
    expect(cifControl('B1234567')).toEqual({ digit: '4', letter: 'D' });
    expect(isValidCif('B12345674')).toBe(true);
    expect(isValidCif('B1234567D')).toBe(false);
    expect(isValidCif('B12345675')).toBe(false);
  });

  test('[spain] a public body (Q, P, S…) CIF ends in its control letter', () => {
    expect(isValidCif('Q1234567D')).toBe(true);
    expect(isValidCif('Q12345674')).toBe(false);
  });

  test('[spain] other organisations (G, J…) may end in either', () => {
    expect(isValidCif('G12345674')).toBe(true);
    expect(isValidCif('G1234567D')).toBe(true);
    expect(isValidCif('I12345674')).toBe(false);
  });
});
