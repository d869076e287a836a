import type { ItemOption } from '#contracts/api/cart.ts';
import type { GenericForm } from '#contracts/api/generic.ts';
import { type FormPlace, genericFormProblems } from '#contracts/rules/generic-product-rules.ts';
import { CHOICE_OPTION_TYPES } from '#contracts/constants/option-types.ts';
import { chosenValueIds, priceOfGenericItem } from '#contracts/rules/pricing.ts';
import type { Product } from '#contracts/api/product.ts';
import type { StoreFixture } from '../file-schemas/fixtures.ts';
import { storeLanguage } from '#contracts/constants/stores.ts';
import { HttpError } from '../errors.ts';
import type { Fixtures } from '../fixtures.ts';
import { builtInAnswer } from '../portugal/built-in-products.ts';
import { localiseProduct } from './localise-product.ts';

export interface GenericItem {
  product: Product;
  options: ItemOption[];
  price: number;
}

/**
 * Where the answers sit in the request body: a generic form (`body/form`, its answers under `values`) or, for
 * updatepedido, a bare list of answers (`body/options`) of the item named by `body/item_id`.
 */
export type AnswersAt = 'form' | 'options';

/** The body field a problem of the rule module names, as a 400 says it. */
function fieldOf(place: FormPlace, at: AnswersAt): string {
  const values = at === 'form' ? 'body/form/values' : 'body/options';
  switch (place.at) {
    case 'product':
      return at === 'form' ? 'body/form/product_id' : 'body/item_id';
    case 'form':
      return at === 'form' ? 'body/form' : 'body/options';
    case 'values':
      return values;
    case 'value':
      return `${values}/${place.index}/${place.field}`;
  }
}

/**
 * Checks a generic form as the real backend would and turns it into the cart item's options and price. The form is
 * checked as a whole by the rule module the client's wizard runs (contracts/src/rules/generic-product-rules.ts,
 * genericFormProblems): a product sold on the store and ordered with the generic form, every answer an option of it
 * with a value it offers, no answer the wizard would not ask, no exit or redirect, every required question asked
 * answered. The first problem is a 400 naming its field (`body/form/values: option 1653 is required`); nothing is
 * added. An unknown product is a 400 naming product_id. A municipality comes by name (as the client's search keeps it)
 * or by INE code, printed as its name; the built-in Portuguese products' NIPC and plate are kept normalised.
 */
export function genericItemFrom(form: GenericForm, fixtures: Fixtures, store: StoreFixture, at: AnswersAt = 'form'): GenericItem {
  const fixture = fixtures.products.get(form.product_id);
  if (fixture === undefined)
    throw new HttpError(400, `${at === 'form' ? 'body/form/product_id' : 'body/item_id'}: no product ${form.product_id}`);
  const product = localiseProduct(fixture, storeLanguage(store.store_id));
  const [problem] = genericFormProblems(product, form.values, store.store_id);
  if (problem !== undefined) throw new HttpError(400, `${fieldOf(problem.place, at)}: ${problem.message}`);
  const options = form.values.flatMap((answer): ItemOption[] => {
    // genericFormProblems found every answer an option of the product
    const option = product.options.find((candidate) => candidate.option_id === answer.option_id);
    if (option === undefined) return [];
    const value = builtInAnswer(answer);
    const chosen = chosenValueIds(option, value);
    let printValue =
      chosen.length > 0 ? chosen.map((id) => option.opt_values.find((offered) => offered.id === id)?.name ?? id).join(', ') : value.trim();
    const isMunicipality = option.type === 'municipio' || option.type === 'municipio_ce';
    const municipality = isMunicipality && /^[0-9]{5}$/.test(printValue) ? fixtures.spain.byCode(printValue) : undefined;
    if (municipality) printValue = municipality.municipio;
    return [
      {
        option_id: option.option_id,
        option_value: CHOICE_OPTION_TYPES.includes(option.type) ? value : '',
        value,
        print_value: printValue,
        label: option.title,
      },
    ];
  });
  return { product, options, price: priceOfGenericItem(product, form.values) };
}
