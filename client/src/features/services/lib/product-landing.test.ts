import { describe, expect, test } from 'vitest';
import type { ProductOption } from '#contracts/api/product.ts';
import { birthCertificateExample } from '#contracts/testing/generic-examples.ts';
import { dataToHaveReady, questionCount } from './product-landing.ts';

const option = (option_id: string, type: ProductOption['type'], index: number, extra: Partial<ProductOption> = {}): ProductOption => ({
  option_id,
  product_id: '1',
  type,
  is_require: '1',
  title: `Question ${option_id}`,
  price: 0,
  index,
  opt_values: [],
  ...extra,
});

describe('single-product landing', () => {
  test('[services] the landing lists the typed, required questions every buyer answers, in the order asked', () => {
    const options = [
      option('place', 'municipio', 3),
      option('name', 'field', 1),
      option('kind', 'drop_down', 2),
      option('father', 'field', 4, { is_require: '0' }),
      option('only-if', 'date', 5, { previous_steps: [{ option_id: 'kind', value: 'x', op: 'eq' }] }),
      option('hidden', 'field', 6, { embedded_hidden: true }),
    ];
    expect(dataToHaveReady({ options })).toEqual(['Question name', 'Question place']);
    expect(questionCount({ options })).toBe(4);
  });

  test('[services] the birth certificate example asks for the registered person’s name', () => {
    expect(dataToHaveReady(birthCertificateExample())).toEqual(['Nombre y apellidos de la persona inscrita']);
    expect(questionCount(birthCertificateExample())).toBe(1);
  });
});
