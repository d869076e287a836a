import { describe, expect, test } from 'vitest';
import { type BillingForm, billingErrors, isValidPostalCode, isValidTaxId } from './billing-rules.ts';

describe('billing record checks (spec 5)', () => {
  test.each([
    ['12345678Z', 'ES', true, 'DNI'],
    ['12345678A', 'ES', false, 'DNI with the wrong letter'],
    ['X1234567L', 'ES', true, 'NIE'],
    ['Y1234567X', 'ES', true, 'NIE starting Y'],
    ['X1234567T', 'ES', false, 'NIE with the wrong letter'],
    ['B12345674', 'ES', true, 'CIF of a company (digit control)'],
    ['B12345675', 'ES', false, 'CIF with the wrong control'],
    ['Q2826000H', 'ES', true, 'CIF of a public body (letter control)'],
    ['123456789', 'PT', true, 'Portuguese NIF'],
    ['123456780', 'PT', false, 'Portuguese NIF with the wrong check digit'],
    ['501442600', 'PT', true, 'Portuguese NIPC'],
    ['012345678', 'PT', false, 'no Portuguese series starts with 0'],
  ] as const)('[billing] %s (%s) valid: %s — %s', (id, country, expected, _kind) => {
    expect(isValidTaxId(id, country)).toBe(expected);
  });

  test.each([
    ['28013', 'ES', true],
    ['53001', 'ES', false],
    ['2801', 'ES', false],
    ['1000-001', 'PT', true],
    ['1000001', 'PT', false],
    ['D02 X285', 'OTHER', true],
  ] as const)('[billing] postal code %s in %s valid: %s', (code, country, expected) => {
    expect(isValidPostalCode(code, country)).toBe(expected);
  });

  test('[billing] names every field that is missing or wrong', () => {
    const empty: BillingForm = {
      name: '',
      taxId: '',
      address: '',
      city: '',
      postalCode: '',
      province: '',
      email: '',
      phone: '',
      country: 'ES',
    };
    expect(Object.keys(billingErrors(empty)).sort()).toEqual([
      'address',
      'city',
      'email',
      'name',
      'phone',
      'postalCode',
      'province',
      'taxId',
    ]);
    const filled: BillingForm = {
      name: 'Ana',
      taxId: '12345678Z',
      address: 'Calle 1',
      city: 'Madrid',
      postalCode: '28013',
      province: 'Madrid',
      email: 'ana@example.com',
      phone: '600123123',
      country: 'ES',
    };
    expect(billingErrors(filled)).toEqual({});
  });
});
