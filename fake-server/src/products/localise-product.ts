import type { ProductFixture } from '../file-schemas/fixtures.ts';
import type { Language } from '#contracts/constants/stores.ts';
import type { Product } from '#contracts/api/product.ts';

/** The product as the backend sends it to a store: texts in the store language, no `translations`. */
export function localiseProduct(fixture: ProductFixture, language: Language): Product {
  const { translations, ...product } = fixture;
  const texts = translations?.[language];
  if (texts === undefined) return product;
  const { options: optionTexts, ...productTexts } = texts;
  return {
    ...product,
    ...productTexts,
    options: product.options.map((option) => {
      const optionText = optionTexts?.[option.option_id];
      if (optionText === undefined) return option;
      const { values, ...titles } = optionText;
      return {
        ...option,
        ...titles,
        opt_values: option.opt_values.map((value) => ({ ...value, name: values?.[value.id] ?? value.name })),
      };
    }),
  };
}
