import type { BillingCountry } from '#contracts/api/customer.ts';
import { isPortugueseTaxId } from '#contracts/rules/portuguese-rules.ts';
import { isValidCif, isValidDniOrNie } from '#contracts/rules/spanish-tax-ids.ts';
import type { BillingRecord } from '../../../api/client-record-outcome.ts';

export function isValidTaxId(value: string, country: BillingCountry): boolean {
  if (country === 'ES') return isValidDniOrNie(value) || isValidCif(value);
  if (country === 'PT') return isPortugueseTaxId(value);
  return value.trim().length >= 4;
}

const POSTAL_CODES: Record<BillingCountry, RegExp> = {
  ES: /^(0[1-9]|[1-4]\d|5[0-2])\d{3}$/,
  PT: /^\d{4}-\d{3}$/,
  OTHER: /^[A-Za-z0-9][A-Za-z0-9 -]{1,9}$/,
};

export function isValidPostalCode(value: string, country: BillingCountry): boolean {
  return POSTAL_CODES[country].test(value.trim());
}

export type BillingField = 'name' | 'taxId' | 'address' | 'city' | 'postalCode' | 'province' | 'email' | 'phone';
export type BillingForm = Record<BillingField, string> & { country: BillingCountry };

/** The form's fields of a kept record. */
export function billingFormOf(record: BillingRecord): BillingForm {
  const { name, taxId, address, city, postalCode, province, email, phone, country } = record;
  return { name, taxId, address, city, postalCode, province, email, phone, country };
}

/** The first problem per field, by the spec's billing messages (spec 5). Empty when the record can be saved. */
export function billingErrors(form: BillingForm): Partial<Record<BillingField, BillingField>> {
  const errors: Partial<Record<BillingField, BillingField>> = {};
  const blank = (field: BillingField) => form[field].trim() === '';
  for (const field of ['name', 'address', 'city', 'province'] as const) if (blank(field)) errors[field] = field;
  if (!isValidTaxId(form.taxId, form.country)) errors.taxId = 'taxId';
  if (!isValidPostalCode(form.postalCode, form.country)) errors.postalCode = 'postalCode';
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(form.email.trim())) errors.email = 'email';
  if (!/^[+0-9 ()-]{6,20}$/.test(form.phone.trim())) errors.phone = 'phone';
  return errors;
}
