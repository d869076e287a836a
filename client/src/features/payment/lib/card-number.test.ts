import { describe, expect, test } from 'vitest';
import { TEST_CARDS } from '#contracts/fake-backend/demo-data.ts';
import { cardBrand, expiryProblem, isValidCardNumber, passesLuhn, typedCardBrandName } from './card-number.ts';

describe('card number (spec 5)', () => {
  test.each([
    [TEST_CARDS.frictionless, true],
    [TEST_CARDS.frictionless.replace(/2$/, '1'), false],
    [TEST_CARDS.challenge, true],
    [TEST_CARDS.declined, true],
    [TEST_CARDS.insufficientFunds, true],
    ['378282246310005', true],
    ['5555555555554444', true],
    ['0', true],
    ['12a4', false],
  ])('[card] Luhn of %s is %s', (digits, expected) => {
    expect(passesLuhn(digits)).toBe(expected);
  });

  test.each([
    [TEST_CARDS.frictionless, 'visa'],
    ['5555555555554444', 'mastercard'],
    ['2223003122003222', 'mastercard'],
    ['378282246310005', 'amex'],
    ['6011111111111117', 'discover'],
    ['3056930009020004', 'diners'],
    ['3566002020360505', 'jcb'],
    ['9999999999999995', 'unknown'],
  ])('[card] %s is a %s card', (digits, brand) => {
    expect(cardBrand(digits)).toBe(brand);
  });

  test.each([
    ['', null],
    ['3', null],
    ['4', 'Visa'],
    ['4242 42', 'Visa'],
    ['5', null],
    ['51', 'Mastercard'],
    ['2223 00', 'Mastercard'],
    ['34', 'American Express'],
    ['37-8282', 'American Express'],
    ['6011', 'Discover'],
    ['50', 'Maestro'],
    ['9', null],
  ] as const)('[card] typing "%s" shows the brand %s', (typed, name) => {
    expect(typedCardBrandName(typed)).toBe(name);
  });

  test.each([
    ['4242 4242 4242 4242', true],
    ['4242-4242-4242-4242', true],
    ['4242424242424241', false],
    ['424242424242424', false],
    ['378282246310005', true],
    ['37828224631000', false],
    ['9999999999999995', false],
    ['', false],
  ])('[card] "%s" valid: %s', (typed, expected) => {
    expect(isValidCardNumber(typed)).toBe(expected);
  });

  const now = new Date(2026, 10, 22);
  test.each([
    ['', '', 'missing'],
    ['11', '', 'missing'],
    ['10', '2026', 'past'],
    ['12', '2025', 'past'],
    ['11', '2026', null],
    ['01', '2030', null],
  ] as const)('[card] expiry %s/%s: %s', (month, year, expected) => {
    expect(expiryProblem(month, year, now)).toBe(expected);
  });
});
