import { roundMoney } from './money.ts';
import { CHOICE_OPTION_TYPES } from '../constants/option-types.ts';
import type { Product, ProductOption } from '../api/product.ts';

/**
 * spec 9 "Pricing": the all-in price of a generic item is the base price, plus the price of every answered
 * option, plus the price of every chosen value, plus the price of every related product whose related
 * conditions all hold (one without conditions always applies), rounded to 2 decimals. Shared business logic,
 * not a schema: the client shows the running price with it and the backend prices the cart item with it.
 */
export interface PricedAnswer {
  option_id: string;
  value: string;
}

type PricedProduct = Pick<Product, 'price' | 'options' | 'related_product' | 'related_conditions'>;

/** A checkbox option may tick several values: its answer lists their ids separated by commas. */
export const CHECKBOX_SEPARATOR = ',';

/** The value ids an answer chose: none for a free-text option. */
export function chosenValueIds(option: Pick<ProductOption, 'type'>, value: string): string[] {
  if (!CHOICE_OPTION_TYPES.includes(option.type) || value === '') return [];
  return option.type === 'checkbox' ? value.split(CHECKBOX_SEPARATOR).filter(Boolean) : [value];
}

/** True when the option's answer is that value (for a checkbox: when that value is ticked). */
export function answerMatches(
  product: Pick<Product, 'options'>,
  answers: readonly PricedAnswer[],
  optionId: string,
  value: string,
): boolean {
  const answer = answers.find((candidate) => candidate.option_id === optionId);
  if (answer === undefined) return false;
  const option = product.options.find((candidate) => candidate.option_id === optionId);
  return option?.type === 'checkbox' ? chosenValueIds(option, answer.value).includes(value) : answer.value === value;
}

/** True when every related condition of that related product matches an answer. */
export function relatedProductApplies(
  product: Pick<Product, 'options' | 'related_conditions'>,
  relatedId: string,
  answers: readonly PricedAnswer[],
): boolean {
  return product.related_conditions
    .filter((condition) => condition.product_id === relatedId)
    .every((condition) => answerMatches(product, answers, condition.option_id, condition.value));
}

/** One priced part of an item, as a price breakdown shows it: the product itself, a priced answer, a related product. */
export interface PriceLine {
  /** Unique within the item's lines. */
  key: string;
  label: string;
  amount: number;
  /** The answered option this line prices (its own price, or a chosen value's); none for the base and related products. */
  optionId?: string;
}

/**
 * The parts of a generic item's price (spec 9), in the order they add up: the base price under the product's
 * name, each answered option that costs something (its title, and the chosen value's name), each related
 * product that applies. Lines of 0 are left out, except the base. priceOfGenericItem is their sum.
 */
export function priceLinesOfGenericItem(product: PricedProduct & Pick<Product, 'name'>, answers: readonly PricedAnswer[]): PriceLine[] {
  const lines: PriceLine[] = [{ key: 'base', label: product.name, amount: product.price }];
  for (const answer of answers) {
    if (answer.value === '') continue;
    const option = product.options.find((candidate) => candidate.option_id === answer.option_id);
    if (!option) continue;
    if (option.price !== 0)
      lines.push({ key: `option-${option.option_id}`, label: option.title, amount: option.price, optionId: option.option_id });
    for (const id of chosenValueIds(option, answer.value)) {
      const value = option.opt_values.find((candidate) => candidate.id === id);
      if (value && value.price !== 0)
        lines.push({
          key: `value-${option.option_id}-${id}`,
          label: `${option.title}: ${value.name}`,
          amount: value.price,
          optionId: option.option_id,
        });
    }
  }
  for (const related of product.related_product) {
    if (relatedProductApplies(product, related.product_id, answers))
      lines.push({ key: `related-${related.product_id}`, label: related.name, amount: related.price });
  }
  return lines;
}

/** The options whose answers make part of a generic item's price (spec 9): each has a line in priceLinesOfGenericItem. */
export function pricedOptionIds(product: PricedProduct & Pick<Product, 'name'>, answers: readonly PricedAnswer[]): Set<string> {
  return new Set(priceLinesOfGenericItem(product, answers).flatMap((line) => (line.optionId === undefined ? [] : [line.optionId])));
}

export function priceOfGenericItem(product: PricedProduct, answers: readonly PricedAnswer[]): number {
  return roundMoney(priceLinesOfGenericItem({ ...product, name: '' }, answers).reduce((total, line) => total + line.amount, 0));
}

const SINGLE_CHOICE_TYPES: readonly string[] = ['drop_down', 'radio', 'radio_button'];

/**
 * What a generic product costs before the buyer answers anything, for the services chooser: the lowest
 * all-in price any buyer pays, and whether answers can raise it (shown as 'desde'). A required option
 * asked of every buyer (no previous_steps) is always answered, so its own price and its cheapest value
 * count; any other priced option or value, and a related product with conditions, makes the price vary.
 */
export function startingPrice(product: PricedProduct): { amount: number; varies: boolean } {
  let amount = product.price;
  let varies = false;
  for (const option of product.options) {
    const valuePrices = option.opt_values.map((value) => value.price);
    const askedOfEveryone = option.is_require === '1' && (option.previous_steps ?? []).length === 0;
    if (askedOfEveryone) {
      amount += option.price;
      if (valuePrices.length === 0) continue;
      const cheapest = Math.min(...valuePrices);
      amount += cheapest;
      // several ticked values add up; one value of a single choice is all that is paid
      varies ||=
        valuePrices.some((price) => price > cheapest) || (!SINGLE_CHOICE_TYPES.includes(option.type) && valuePrices.some((p) => p > 0));
    } else {
      varies ||= option.price > 0 || valuePrices.some((price) => price > 0);
    }
  }
  for (const related of product.related_product) {
    const conditional = product.related_conditions.some((condition) => condition.product_id === related.product_id);
    if (!conditional) amount += related.price;
    else varies ||= related.price > 0;
  }
  return { amount: roundMoney(amount), varies };
}

/** The cart's total: the sum of its items' current prices (prices include VAT), rounded to 2 decimals. */
export function cartTotal(items: readonly { extra: { current_price?: number | undefined } }[]): number {
  return roundMoney(items.reduce((sum, item) => sum + (item.extra.current_price ?? 0), 0));
}
