import { Type } from 'typebox';
import { Value } from 'typebox/value';
import { describe, expect, test } from 'vitest';
import { Product } from './product.ts';
import { matchesSchema } from './schema-check.ts';
import { productExample } from './testing/examples.ts';

const product = productExample({
  conditions_to_earlycheckout: { type: 'or', options: [{ option_id: '20093', value: '40065' }], confirmationOptions: [] },
});
const [option] = product.options;
if (option === undefined) throw new Error('productExample has options');

describe('matchesSchema', () => {
  test('[contracts] a whole product matches Product, as TypeBox says', () => {
    expect(Value.Check(Product, product)).toBe(true);
    expect(matchesSchema(Product, product)).toBe(true);
  });

  test.each([
    ['a missing name', () => ({ ...product, name: undefined })],
    ['a price as text', () => ({ ...product, price: '99' })],
    ['a store id that is not an integer', () => ({ ...product, stores: [14.5] })],
    ['an option of an unknown type', () => ({ ...product, options: [{ ...option, type: 'slider' }] })],
    ['an option on step 31', () => ({ ...product, options: [{ ...option, index: 31 }] })],
    ['is_require other than "0" or "1"', () => ({ ...product, options: [{ ...option, is_require: 'yes' }] })],
    ['an option value without its price', () => ({ ...product, options: [{ ...option, opt_values: [{ id: '1', name: 'x' }] }] })],
    [
      'an unknown comparison in previous_steps',
      () => ({ ...product, options: [{ ...option, previous_steps: [{ option_id: '1', value: '2', op: 'ne' }] }] }),
    ],
    [
      'early checkout of type xor',
      () => ({ ...product, conditions_to_earlycheckout: { type: 'xor', options: [], confirmationOptions: [] } }),
    ],
    ['null', () => null],
    ['an array', () => []],
  ])('[contracts] a product with %s does not match, as TypeBox says', (_case, spoil) => {
    const spoilt: unknown = spoil();
    expect(Value.Check(Product, spoilt)).toBe(false);
    expect(matchesSchema(Product, spoilt)).toBe(false);
  });

  test('[contracts] a schema with a keyword it does not check is refused, not half-checked', () => {
    expect(() => matchesSchema(Type.String({ pattern: '^[0-9]+$' }), 'x')).toThrow(/unsupported keyword pattern/);
  });
});
