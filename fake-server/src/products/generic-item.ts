import type { ItemOption } from '#contracts/cart.ts';
import { parseSpecDate } from '#contracts/dates.ts';
import type { GenericForm } from '#contracts/generic.ts';
import { chosenValueIds, priceOfGenericItem } from '#contracts/pricing.ts';
import type { Product } from '#contracts/product.ts';
import type { StoreFixture } from '#contracts/fixtures.ts';
import { storeLanguage } from '#contracts/stores.ts';
import { HttpError } from '../errors.ts';
import type { Fixtures } from '../fixtures.ts';
import { builtInAnswer } from '../portugal/built-in-products.ts';
import { localiseProduct } from './localise-product.ts';

const CHOICE_TYPES: readonly string[] = ['drop_down', 'radio', 'radio_button', 'checkbox'];

export interface GenericItem {
  product: Product;
  options: ItemOption[];
  price: number;
}

/**
 * Checks a generic form as the real backend would and turns it into the cart item's options and price.
 * 400 names the field at fault: an unknown product or one not sold on the store, an option of another
 * product, a value id the option does not offer or ticks twice, an unreal date, or an option answered twice.
 * A municipality comes by name (as the client's search keeps it) or by INE code, printed as its name.
 * The built-in Portuguese products' NIPC, plate and phone are checked and normalised (portugal/built-in-products.ts).
 * `at` is where the form sits in the request body ('form' or 'options').
 */
export function genericItemFrom(form: GenericForm, fixtures: Fixtures, store: StoreFixture, at = 'form'): GenericItem {
  const fixture = fixtures.products.get(form.product_id);
  if (fixture === undefined) throw new HttpError(400, `body/${at}/product_id: no product ${form.product_id}`);
  if (!fixture.stores.includes(store.store_id)) {
    throw new HttpError(400, `body/${at}/product_id: product ${form.product_id} is not sold on store ${store.store_id}`);
  }
  const product = localiseProduct(fixture, storeLanguage(store.store_id));
  const seen = new Set<string>();
  const options = form.values.map((answer, index): ItemOption => {
    const field = `body/${at}/values/${index}`;
    const option = product.options.find((candidate) => candidate.option_id === answer.option_id);
    if (option === undefined || answer.product_id !== product.product_id) {
      throw new HttpError(400, `${field}/option_id: option ${answer.option_id} is not an option of product ${product.product_id}`);
    }
    if (seen.has(answer.option_id)) throw new HttpError(400, `${field}/option_id: option ${answer.option_id} is answered twice`);
    seen.add(answer.option_id);
    if (answer.type !== option.type) throw new HttpError(400, `${field}/type: option ${option.option_id} is of type ${option.type}`);
    const value = builtInAnswer(answer, field);
    let printValue = value.trim();
    const chosenIds = chosenValueIds(option, value);
    const repeated = chosenIds.find((id, at) => chosenIds.indexOf(id) !== at);
    // Each ticked value is charged (spec 9): a repeat would charge it again and print it again.
    if (repeated !== undefined) throw new HttpError(400, `${field}/value: value ${repeated} of option ${option.option_id} is ticked twice`);
    if (chosenIds.length > 0) {
      printValue = chosenIds
        .map((id) => {
          const chosen = option.opt_values.find((candidate) => candidate.id === id);
          if (chosen === undefined) throw new HttpError(400, `${field}/value: ${id} is not a value of option ${option.option_id}`);
          return chosen.name;
        })
        .join(', ');
    }
    const isMunicipality = option.type === 'municipio' || option.type === 'municipio_ce';
    const municipality = isMunicipality && /^[0-9]{5}$/.test(printValue) ? fixtures.spain.byCode(printValue) : undefined;
    if (municipality) printValue = municipality.municipio;
    if (option.type === 'date' && value !== '' && parseSpecDate(value) === null) {
      throw new HttpError(400, `${field}/value: '${value}' is not a real date (dd-mon-yyyy or d/m/yyyy)`);
    }
    return {
      option_id: option.option_id,
      option_value: CHOICE_TYPES.includes(option.type) ? value : '',
      value,
      print_value: printValue,
      label: option.title,
    };
  });
  return { product, options, price: priceOfGenericItem(product, form.values) };
}
