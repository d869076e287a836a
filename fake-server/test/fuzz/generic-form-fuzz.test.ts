import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import type { GenericForm, GenericValue } from '#contracts/api/generic.ts';
import { answersOf, dedicatedAddCall, isOptionVisible } from '#contracts/rules/generic-product-rules.ts';
import { CHOICE_OPTION_TYPES } from '#contracts/constants/option-types.ts';
import { priceOfGenericItem } from '#contracts/rules/pricing.ts';
import type { Product } from '#contracts/api/product.ts';
import { SPEC_PRODUCT_IDS } from '#contracts/constants/product-ids.ts';
import { catalogueProduct } from '#contracts/testing/catalogue.ts';
import { completeFormOf } from '#contracts/testing/generic-examples.ts';
import { defaultConfigFor } from '../helpers/generic.ts';
import { openBrowser } from '../helpers/build.ts';
import { repositoryServerForThisFile } from '../helpers/repository-server.ts';

/**
 * Issue 23: the fuzzer's other half. Schema-shaped requests (contract-fuzz.test.ts) never make a plausible order, so
 * here every catalogue product's complete form (as the wizard would send it) is added, then spoilt one way a client
 * bug would spoil it: a required answer dropped, a hidden option answered, another option's value chosen, an answer
 * sent twice. The complete form is taken at the formula price; each spoilt one is a 400 naming body/form and the cart
 * does not change. FUZZ_SEED replays a run.
 */
const SEED = Number(process.env.FUZZ_SEED ?? Math.floor(Math.random() * 2 ** 31));
const server = repositoryServerForThisFile();

const generic: Product[] = SPEC_PRODUCT_IDS.filter((id) => dedicatedAddCall(id) === undefined)
  .map((id) => catalogueProduct(id))
  .filter((product) => product.options.length > 0);

type Spoiling = 'drop-required' | 'answer-hidden' | 'foreign-value' | 'twice';

/** The form spoilt as `how` says, or null when this product's complete form offers no such spoiling. */
function spoilt(product: Product, form: GenericForm, how: Spoiling, pick: number): GenericForm | null {
  const values = form.values;
  const at = <T>(list: readonly T[]): T | undefined => list[pick % Math.max(list.length, 1)];
  switch (how) {
    case 'drop-required': {
      const required = values.filter((value) => product.options.find((o) => o.option_id === value.option_id)?.is_require === '1');
      const dropped = at(required);
      return dropped === undefined ? null : { ...form, values: values.filter((value) => value !== dropped) };
    }
    case 'answer-hidden': {
      const answers = answersOf(values);
      const hidden = at(
        product.options.filter((option) => !isOptionVisible(product, option, answers) && option.previous_steps_default === undefined),
      );
      if (hidden === undefined) return null;
      const value = hidden.opt_values[0]?.id ?? 'Texto de prueba';
      return { ...form, values: [...values, { option_id: hidden.option_id, product_id: product.product_id, type: hidden.type, value }] };
    }
    case 'foreign-value': {
      const choices = values.filter((value) => CHOICE_OPTION_TYPES.includes(value.type));
      const chosen = at(choices);
      const foreign = product.options.flatMap((o) => (o.option_id === chosen?.option_id ? [] : o.opt_values.map((v) => v.id)))[0];
      if (chosen === undefined || foreign === undefined) return null;
      return { ...form, values: values.map((value): GenericValue => (value === chosen ? { ...value, value: foreign } : value)) };
    }
    case 'twice': {
      const repeated = at(values);
      return repeated === undefined ? null : { ...form, values: [...values, { ...repeated }] };
    }
  }
}

describe('fuzzing whole generic forms (issue 23)', () => {
  test('[product] every catalogue product’s complete form is taken at its price; a spoilt one is a 400 naming body/form, and nothing is added', async () => {
    const products = fc.constantFrom(...generic);
    const spoilings = fc.constantFrom<Spoiling>('drop-required', 'answer-hidden', 'foreign-value', 'twice');
    await fc.assert(
      fc.asyncProperty(products, spoilings, fc.nat(), async (product, how, pick) => {
        const browser = await openBrowser(server());
        const storeId = product.stores[pick % product.stores.length] ?? 14;
        await browser.call('getConfig', { query: { store: storeId } });
        const config = await defaultConfigFor(browser);
        const form = completeFormOf(product);
        const cart = async () => (await browser.answer('getCart')).cart;

        const bad = spoilt(product, form, how, pick);
        if (bad !== null) {
          const refused = await browser.call('addGeneric', { body: { config, form: bad } });
          const where = `${product.product_id} ${how} on store ${storeId}: ${refused.body}`;
          expect(refused.statusCode, where).toBe(400);
          expect(refused.json<{ message: string }>().message, where).toMatch(/^body\/form(\/values(\/\d+\/(option_id|value))?)?: /);
          expect(await cart(), where).toEqual([]);
        }
        const taken = await browser.call('addGeneric', { body: { config, form } });
        expect(taken.statusCode, `${product.product_id} on store ${storeId}: ${taken.body}`).toBe(200);
        expect((await cart()).map((item) => item.extra.current_price)).toEqual([priceOfGenericItem(product, form.values)]);
      }),
      { seed: SEED, numRuns: Number(process.env.FUZZ_RUNS ?? 60), endOnFailure: true },
    );
  });
});
