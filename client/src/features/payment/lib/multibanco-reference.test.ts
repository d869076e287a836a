import { Value } from 'typebox/value';
import { describe, expect, test } from 'vitest';
import { MultibancoReference } from '#contracts/api/payment.ts';
import { multibancoReferenceExample } from '#contracts/testing/payment-examples.ts';
import { parseReference } from './multibanco-reference.ts';

const reference = multibancoReferenceExample();

// The voucher screen checks the reference with valibot, the server with the contract's TypeBox schema: they must agree.
describe('parseReference, the check a Multibanco reference passes on the voucher screen', () => {
  test('[payment] a whole reference is read, as the contract schema accepts it', () => {
    expect(Value.Check(MultibancoReference, reference)).toBe(true);
    expect(parseReference(JSON.stringify(reference))).toEqual(reference);
  });

  test.each([
    ['an entity of four digits', { ...reference, entity: '1234' }],
    ['a reference with letters', { ...reference, reference: '12345678A' }],
    ['an amount as text', { ...reference, amount: '20,76' }],
    ['no voucher link', { ...reference, voucher_url: undefined }],
    ['null', null],
  ])('[payment] a reference with %s is refused, as the contract schema refuses it', (_case, spoilt) => {
    expect(Value.Check(MultibancoReference, spoilt)).toBe(false);
    expect(parseReference(JSON.stringify(spoilt))).toBeNull();
  });

  test('[payment] an empty message (the intent said ok false) or one that is not JSON gives no reference', () => {
    expect(parseReference('')).toBeNull();
    expect(parseReference('<html>')).toBeNull();
  });
});
