import type { Product } from '#contracts/api/product.ts';
import { type Answers, answer, valuesOfAnswers } from '#contracts/rules/generic-product-rules.ts';
import { priceOfGenericItem } from '#contracts/rules/pricing.ts';

/** The options whose one chosen value the buyer swaps for another. A checkbox's several values are judged on save. */
const SINGLE_CHOICE_TYPES: readonly string[] = ['radio', 'radio_button', 'drop_down'];

/** What the item costs with these answers, by the cart's own rule (spec 9). */
export const priceOfAnswers = (product: Product, answers: Answers): number =>
  priceOfGenericItem(product, valuesOfAnswers(product, answers));

/**
 * The product as a correction of a paid order offers it (issue 41): the item keeps the price paid (the contract's
 * mayRepriceOrderItem, which the backend refuses by), so a choice that would change the price with the other answers
 * as they stand is not offered at all, rather than offered with its '+86 €' and refused on save. The chosen value
 * always stays.
 */
export function withChoicesKeepingPrice(product: Product, answers: Answers, pricePaid: number): Product {
  return {
    ...product,
    options: product.options.map((option) => {
      if (!SINGLE_CHOICE_TYPES.includes(option.type)) return option;
      const chosen = answers[option.option_id];
      const opt_values = option.opt_values.filter(
        (choice) => choice.id === chosen || priceOfAnswers(product, answer(product, answers, option.option_id, choice.id)) === pricePaid,
      );
      return opt_values.length === option.opt_values.length ? option : { ...option, opt_values };
    }),
  };
}
