import { describe, expect, test } from 'vitest';
import {
  isArticleNumber,
  isFichaNumber,
  isFraction,
  isMatricula,
  isNif,
  isNipc,
  isPortugueseTaxId,
  isPortuguesePhone,
  isSection,
  normaliseMatricula,
  taxIdCheckDigit,
} from './portuguese-rules.ts';

describe('[portugal] NIF and NIPC', () => {
  test('[portugal] the check digit is 11 minus the weighted sum mod 11, and 0 when that is 10 or 11', () => {
    expect(taxIdCheckDigit('12345678')).toBe(9);
    expect(taxIdCheckDigit('51128170')).toBe(6);
    expect(taxIdCheckDigit('50794769')).toBe(0);
  });

  test('[portugal] a person’s NIF starts with 1, 2, 3 or 45 and ends in its check digit', () => {
    expect(isNif('123456789')).toBe(true);
    expect(isNif('123 456 789')).toBe(true);
    expect(isNif('123456780')).toBe(false);
    expect(isNif('511281706')).toBe(false);
  });

  test('[portugal] a company’s NIPC starts with 5, 6, 8 or 9 and ends in its check digit', () => {
    expect(isNipc('511281706')).toBe(true);
    expect(isNipc('507 947 690')).toBe(true);
    expect(isNipc('511281707')).toBe(false);
    expect(isNipc('123456789')).toBe(false);
  });

  test('[portugal] a 5-digit NIPC is refused, and so is anything but 9 digits', () => {
    expect(isNipc('50123')).toBe(false);
    expect(isNipc('5112817060')).toBe(false);
    expect(isNipc('')).toBe(false);
    expect(isNipc('51128170A')).toBe(false);
  });

  test('[portugal] a billing record takes any series with its check digit: a NIF, a NIPC or a 7x body', () => {
    expect(isPortugueseTaxId('123456789')).toBe(true);
    expect(isPortugueseTaxId('501442600')).toBe(true);
    expect(isPortugueseTaxId('451234560')).toBe(isNif('451234560'));
    expect(isPortugueseTaxId(`70000000${taxIdCheckDigit('70000000')}`)).toBe(true);
    expect(isPortugueseTaxId('012345678')).toBe(false);
    expect(isPortugueseTaxId('123456780')).toBe(false);
    expect(isPortugueseTaxId('401234567')).toBe(false);
  });
});

describe('[portugal] number plates (matrícula)', () => {
  test.each([
    ['AB-12-34', 'AB-12-34', 'to 1992'],
    ['12-34-AB', '12-34-AB', 'to 2005'],
    ['12-AB-34', '12-AB-34', 'to 2020'],
    ['AB-12-CD', 'AB-12-CD', 'since 2020'],
    ['ab 12 cd', 'AB-12-CD', 'typed in lower case with spaces'],
    ['AB12CD', 'AB-12-CD', 'typed without dashes'],
  ])('[portugal] %s is a plate, written %s (%s)', (typed, written) => {
    expect(isMatricula(typed)).toBe(true);
    expect(normaliseMatricula(typed)).toBe(written);
  });

  test.each(['12-34-56', 'AB-CD-EF', 'ABC-12', '1-23-AB', 'AB-12-34-5', ''])('[portugal] %s is not a plate', (typed) => {
    expect(isMatricula(typed)).toBe(false);
    expect(normaliseMatricula(typed)).toBeNull();
  });
});

describe('[portugal] land-registry references', () => {
  const today = new Date(Date.UTC(2026, 5, 1));

  test('[portugal] a description number is the number, optionally with the date of its first entry', () => {
    expect(isFichaNumber('2543/19970317', today)).toBe(true);
    expect(isFichaNumber('2543', today)).toBe(true);
    expect(isFichaNumber(' 2543 ', today)).toBe(true);
  });

  test('[portugal] an unreal, future or pre-1900 date, a zero or a malformed number is refused', () => {
    expect(isFichaNumber('2543/19970231', today)).toBe(false);
    expect(isFichaNumber('2543/20260602', today)).toBe(false);
    expect(isFichaNumber('2543/18991231', today)).toBe(false);
    expect(isFichaNumber('0', today)).toBe(false);
    expect(isFichaNumber('2543/1997031', today)).toBe(false);
    expect(isFichaNumber('2543-19970317', today)).toBe(false);
    expect(isFichaNumber('', today)).toBe(false);
  });

  test('[portugal] a fraction is one to three letters', () => {
    expect(isFraction('A')).toBe(true);
    expect(isFraction('ab')).toBe(true);
    expect(isFraction('AAA')).toBe(true);
    expect(isFraction('ABCD')).toBe(false);
    expect(isFraction('1')).toBe(false);
    expect(isFraction('')).toBe(false);
  });

  test('[portugal] an article number is digits (not 0); a section is letters and digits', () => {
    expect(isArticleNumber('1234')).toBe(true);
    expect(isArticleNumber('0')).toBe(false);
    expect(isArticleNumber('12A')).toBe(false);
    expect(isSection('AB')).toBe(true);
    expect(isSection('f1')).toBe(true);
    expect(isSection('A-1')).toBe(false);
    expect(isSection('')).toBe(false);
  });

  test('[portugal] a contact phone is 9 digits, spaces and +351 allowed', () => {
    expect(isPortuguesePhone('912 345 678')).toBe(true);
    expect(isPortuguesePhone('+351 912345678')).toBe(true);
    expect(isPortuguesePhone('91234567')).toBe(false);
    expect(isPortuguesePhone('91234567a')).toBe(false);
  });
});
