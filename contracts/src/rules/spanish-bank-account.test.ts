import { describe, expect, test } from 'vitest';
import {
  accountEnding,
  cccControlDigits,
  formatIban,
  ibanOfAccount,
  isValidSpanishAccount,
  parseSpanishAccount,
} from './spanish-bank-account.ts';

// The account Spanish banks use as their worked example: CCC 2100 0418 45 0200051332, IBAN ES91 2100 0418 4502 0005 1332.
const example = { entidad: '2100', oficina: '0418', dc: '45', cuenta: '0200051332' };

describe('Spanish bank accounts (spec 3; docs/decisions/038)', () => {
  test('[bank] the CCC control digits check the bank and branch, then the account number', () => {
    expect(cccControlDigits('2100', '0418', '0200051332')).toBe('45');
    expect(isValidSpanishAccount(example)).toBe(true);
    expect(isValidSpanishAccount({ ...example, dc: '46' })).toBe(false);
    expect(isValidSpanishAccount({ ...example, cuenta: '0200051333' })).toBe(false);
    expect(isValidSpanishAccount({ ...example, oficina: '418' })).toBe(false);
  });

  test('[bank] the control digits take 11 → 0 and 10 → 1', () => {
    // '0049 0001 5?' and others: each digit rule, checked by recomputing from the parts.
    for (const cuenta of ['0000000000', '1111111111', '2345678901', '0123456789']) {
      const dc = cccControlDigits('0049', '0001', cuenta);
      expect(dc).toMatch(/^\d\d$/);
      expect(isValidSpanishAccount({ entidad: '0049', oficina: '0001', dc, cuenta })).toBe(true);
    }
    expect(cccControlDigits('0000', '0000', '0000000000')).toBe('00');
  });

  test('[bank] the IBAN of a CCC, in groups of four', () => {
    expect(ibanOfAccount(example)).toBe('ES9121000418450200051332');
    expect(formatIban(ibanOfAccount(example))).toBe('ES91 2100 0418 4502 0005 1332');
  });

  test.each([
    ['ES91 2100 0418 4502 0005 1332', example],
    ['es9121000418450200051332', example],
    ['2100 0418 45 0200051332', example],
    ['2100-0418-45-0200051332', example],
    ['ES92 2100 0418 4502 0005 1332', null],
    ['2100 0418 46 0200051332', null],
    ['PT50 0002 0123 1234 5678 9015 4', null],
    ['2100 0418 45 020005133', null],
    ['', null],
  ])('[bank] "%s" reads as %j', (typed, expected) => {
    expect(parseSpanishAccount(typed)).toEqual(expected);
  });

  test('[bank] only the last four digits are ever shown back', () => {
    expect(accountEnding(example)).toBe('1332');
  });
});
