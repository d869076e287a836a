import type { Product, ProductOption } from '#contracts/api/product.ts';

/** The option types whose answer the buyer types or looks up (a name, a date, a place): what to have at hand. */
const TYPED_ANSWER_TYPES: readonly ProductOption['type'][] = [
  'field',
  'area',
  'date',
  'municipio',
  'municipio_ce',
  'freguesia',
  'sociedad',
];

/** Asked of every buyer: not hidden, and not opened by an earlier answer. */
const askedOfEveryone = (option: ProductOption) => !option.embedded_hidden && (option.previous_steps ?? []).length === 0;

/** How many questions every buyer of the product answers, for the landing's "how it works". */
export function questionCount(product: Pick<Product, 'options'>): number {
  return product.options.filter(askedOfEveryone).length;
}

/**
 * What the buyer should have at hand before starting (GOV.UK's "before you start"): the titles of the
 * required questions every buyer answers by typing or looking something up, in the order they are asked.
 */
export function dataToHaveReady(product: Pick<Product, 'options'>): string[] {
  return product.options
    .filter((option) => option.is_require === '1' && askedOfEveryone(option) && TYPED_ANSWER_TYPES.includes(option.type))
    .sort((a, b) => a.index - b.index)
    .map((option) => option.title);
}
