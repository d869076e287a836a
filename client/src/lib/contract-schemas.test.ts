import { Value } from 'typebox/value';
import * as v from 'valibot';
import { describe, expect, test } from 'vitest';
import { Product } from '#contracts/api/product.ts';
import { productExample } from '#contracts/testing/examples.ts';
import { productSchema } from './contract-schemas.ts';

const product = productExample({
  conditions_to_earlycheckout: { type: 'or', options: [{ option_id: '20093', value: '40065' }], confirmationOptions: [] },
  conditions_to_exit: { message: 'Fin', conditions: [{ option_id: '20093', value: '40066' }] },
  conditions_to_redirect: [{ option_id: '20093', value: '40067', product_id_in: '1', product_id_out: '2' }],
  questions_on_confirm: ['¿Seguro?'],
});
const [option] = product.options;
if (option === undefined) throw new Error('productExample has options');

const fixtureProducts = Object.entries(import.meta.glob<unknown>('../../../fixtures/products/*.json', { eager: true, import: 'default' }));

// The browser checks a product with valibot, the server with the contract's TypeBox schema: they must agree.
describe('productSchema, the check a product passes where it enters the browser', () => {
  test('[contracts] a whole product passes, as the contract schema says', () => {
    expect(Value.Check(Product, product)).toBe(true);
    expect(v.is(productSchema, product)).toBe(true);
  });

  test.each(fixtureProducts)('[fixtures] the fake server product %s passes', (_file, fixture) => {
    expect(v.is(productSchema, fixture)).toBe(true);
  });

  test.each([
    ['a missing name', () => ({ ...product, name: undefined })],
    ['a price as text', () => ({ ...product, price: '99' })],
    ['a store id that is not an integer', () => ({ ...product, stores: [14.5] })],
    ['an option of an unknown type', () => ({ ...product, options: [{ ...option, type: 'slider' }] })],
    ['an option on step 31', () => ({ ...product, options: [{ ...option, index: 31 }] })],
    ['an option on step 0', () => ({ ...product, options: [{ ...option, index: 0 }] })],
    ['is_require other than "0" or "1"', () => ({ ...product, options: [{ ...option, is_require: 'yes' }] })],
    ['an option value without its price', () => ({ ...product, options: [{ ...option, opt_values: [{ id: '1', name: 'x' }] }] })],
    ['an optional text that is a number', () => ({ ...product, options: [{ ...option, placeholder: 3 }] })],
    [
      'an unknown comparison in previous_steps',
      () => ({ ...product, options: [{ ...option, previous_steps: [{ option_id: '1', value: '2', op: 'ne' }] }] }),
    ],
    [
      'early checkout of type xor',
      () => ({ ...product, conditions_to_earlycheckout: { type: 'xor', options: [], confirmationOptions: [] } }),
    ],
    ['a redirect without its target', () => ({ ...product, conditions_to_redirect: [{ option_id: '1', value: '2', product_id_in: '3' }] })],
    ['null', () => null],
    ['an array', () => []],
  ])('[contracts] a product with %s is refused, as the contract schema refuses it', (_case, spoil) => {
    const spoilt: unknown = spoil();
    expect(Value.Check(Product, spoilt)).toBe(false);
    expect(v.is(productSchema, spoilt)).toBe(false);
  });
});
