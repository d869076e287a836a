import { describe, expect, test } from 'vitest';
import { Value } from 'typebox/value';
import { ProductFixture } from '../../src/file-schemas/fixtures.ts';
import { Product } from '#contracts/api/product.ts';
import { localiseProduct } from '../../src/products/localise-product.ts';
import { permanentCertificate } from '../helpers/test-fixtures.ts';

const fixture = Value.Parse(ProductFixture, permanentCertificate);

describe('localiseProduct', () => {
  test('[product] applies the store language’s texts over the base: name, option titles, value names', () => {
    const product = localiseProduct(fixture, 'pt');

    expect(product.name).toBe('Certidão Permanente');
    expect(product.options[0]?.title).toBe('Duração');
    expect(product.options[0]?.opt_values.map((value) => value.name)).toEqual(['Um ano', 'Cuatro años']);
  });

  test('[product] keeps the base texts where a translation is missing', () => {
    const product = localiseProduct(fixture, 'pt');

    expect(product.description).toBe(fixture.description);
    expect(product.price).toBe(fixture.price);
  });

  test('[product] without a translation for the language the product is the base one', () => {
    const product = localiseProduct(fixture, 'en');

    expect(product.name).toBe('Certificado permanente');
    expect(product.options[0]?.title).toBe('Duración');
  });

  test('[product] strips translations, so the result is a plain Product', () => {
    const product = localiseProduct(fixture, 'pt');

    expect(product).not.toHaveProperty('translations');
    expect(Value.Check(Product, product)).toBe(true);
  });
});
