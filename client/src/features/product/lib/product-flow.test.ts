import { describe, expect, test } from 'vitest';
import type { Product } from '#contracts/api/product.ts';
import { PRODUCT_IDS } from '#contracts/constants/product-ids.ts';
import {
  type Answers,
  answer,
  confirmationOptions,
  genericFormProblems,
  initialAnswers,
  optionsOnStep,
  stepsOf,
} from '#contracts/rules/generic-product-rules.ts';
import type { GenericValue } from '#contracts/api/generic.ts';
import { catalogueProduct } from '#contracts/testing/catalogue.ts';
import { deedCopyAnswersExample } from '#contracts/testing/generic-examples.ts';
import {
  CONFIRMATION_STEP,
  confirmedValues,
  continueFromStep,
  flowStepsOf,
  productFlow,
  productStepPath,
  startProductFlow,
} from './product-flow.ts';
import { ROUTES } from '#contracts/constants/client-routes.ts';

const product = (product_id: string): Product => ({
  product_id,
  name: 'Certificado de nacimiento',
  price: 29.9,
  stores: [22],
  visible_on_services: [22],
  description: '',
  short_description: '',
  meta_title: '',
  meta_description: '',
  related_product: [],
  related_conditions: [],
  visible: true,
  group: '',
  options: [
    { option_id: '1', product_id, type: 'field', is_require: '1', title: 'Nombre', price: 0, opt_values: [], index: 1 },
    {
      option_id: '2',
      product_id,
      type: 'radio',
      is_require: '1',
      title: 'Tipo',
      price: 0,
      index: 3,
      default: 'a',
      opt_values: [{ id: 'a', name: 'A', price: 0 }],
    },
  ],
});

describe('the generic flow in the wizard engine', () => {
  test('[product] a product’s flow has its step numbers, then confirmation, then the add-to-cart route', () => {
    expect(flowStepsOf(product(PRODUCT_IDS.birthCertificate))).toEqual(['1', '3', CONFIRMATION_STEP]);
    expect(productStepPath(PRODUCT_IDS.birthCertificate, '3')).toBe(ROUTES.product.step('step3', PRODUCT_IDS.birthCertificate));
    expect(productStepPath(PRODUCT_IDS.birthCertificate, CONFIRMATION_STEP)).toBe(
      ROUTES.product.step('confirmation', PRODUCT_IDS.birthCertificate),
    );
    expect(productStepPath(PRODUCT_IDS.birthCertificate, productFlow.addToCart)).toBe(ROUTES.product.addToCart);
  });

  test('[product] starting a product starts afresh with its defaults; starting it again keeps the answers', () => {
    startProductFlow(product(PRODUCT_IDS.birthCertificate));
    expect(productFlow.state.form).toEqual({ productId: PRODUCT_IDS.birthCertificate, answers: { '2': 'a' }, values: [] });
    productFlow.update({ answers: { '1': 'Lucía', '2': 'a' } });
    productFlow.validate('1');
    startProductFlow(product(PRODUCT_IDS.birthCertificate));
    expect(productFlow.state.form.answers['1']).toBe('Lucía');
    expect(productFlow.isStepValid('1')).toBe(true);
    startProductFlow(product(PRODUCT_IDS.birthRecord));
    expect(productFlow.state.form.answers).toEqual({ '2': 'a' });
    expect(productFlow.isStepValid('1')).toBe(false);
  });

  test('[product] confirmation opens only when every step before it is valid', () => {
    startProductFlow(product(PRODUCT_IDS.automobileCertificate));
    expect(productFlow.firstInvalidBefore(CONFIRMATION_STEP)).toBe('1');
    productFlow.validate('1');
    productFlow.validate('3');
    expect(productFlow.firstInvalidBefore(CONFIRMATION_STEP)).toBeUndefined();
    expect(productFlow.firstInvalidBefore(productFlow.addToCart)).toBe(CONFIRMATION_STEP);
  });
});

/**
 * A buyer walking a catalogue product through the wizard's own functions: on each step they give the answers of
 * `given` for the options it shows, then Continue; at the confirmation, the rest. The values the flow would add.
 */
function walk(productId: string, given: Answers): { values: GenericValue[]; visited: string[] } {
  const catalogue = catalogueProduct(productId);
  let answers = initialAnswers(catalogue);
  let values: GenericValue[] = [];
  const visited: string[] = [];
  let step = String(stepsOf(catalogue)[0]);
  while (step !== CONFIRMATION_STEP) {
    visited.push(step);
    for (const option of catalogue.options.filter((candidate) => String(candidate.index) === step)) {
      const value = given[option.option_id];
      if (value !== undefined) answers = answer(catalogue, answers, option.option_id, value);
    }
    const outcome = continueFromStep(catalogue, values, Number(step), answers);
    if (outcome.kind !== 'next') throw new Error(`the flow stopped at step ${step}: ${outcome.kind}`);
    values = outcome.values;
    step = outcome.next;
  }
  for (const [optionId, value] of Object.entries(given)) if (!(optionId in answers)) answers = answer(catalogue, answers, optionId, value);
  return { values: confirmedValues(catalogue, values, answers), visited };
}

describe('what the wizard sends is what the backend takes (one rule module, issue 23)', () => {
  test('[product] the deed copy walked with the deed data is a complete form', () => {
    // a pre-2006 deed, a simple PDF copy (the address for the paper copy is then not asked)
    const { values } = walk(PRODUCT_IDS.deedCopy, {
      ...deedCopyAnswersExample(),
      '20023': '12-ene-2004',
      '20025': '40012',
      '20020': '40010',
    });
    expect(values.some((value) => value.option_id === '20027')).toBe(false);
    expect(genericFormProblems(catalogueProduct(PRODUCT_IDS.deedCopy), values, 14)).toEqual([]);
  });

  test('[deed copy] the wizard never asks 1660 (spec 4 hides it with the deed data and otherwise), nor sends an answer to it', () => {
    const deed = catalogueProduct(PRODUCT_IDS.deedCopy);
    for (const branch of ['4324', '4323']) {
      const answers = answer(deed, answer(deed, initialAnswers(deed), '1648', '40009'), '1655', branch);
      expect(confirmationOptions(deed, answers).map((option) => option.option_id)).not.toContain('1660');
      for (const step of stepsOf(deed)) expect(optionsOnStep(deed, step, answers).map((option) => option.option_id)).not.toContain('1660');
    }
    const { values } = walk(PRODUCT_IDS.deedCopy, { ...deedCopyAnswersExample(), '1660': 'Escritura de compraventa' });
    expect(values.map((value) => value.option_id)).not.toContain('1660');
  });

  test('[product] the cadastral certificate walked to early checkout is a complete form without the skipped steps', () => {
    const { values, visited } = walk(PRODUCT_IDS.cadastralCertificate, {
      '20109': '40084',
      '20110': '9872023VH5797S0001WX',
      '20111': '40086',
    });
    expect(visited).toEqual(['1']);
    expect(genericFormProblems(catalogueProduct(PRODUCT_IDS.cadastralCertificate), values, 14)).toEqual([]);
  });

  test('[product] answers typed on later steps before going back are not hidden answers the backend refuses', () => {
    const deed = catalogueProduct(PRODUCT_IDS.deedCopy);
    // without the deed data first, then back to step 2 to say the buyer has it
    let answers = answer(deed, answer(deed, initialAnswers(deed), '1648', '40009'), '1655', '4323');
    answers = answer(deed, answers, '1653', 'Calle Feria 12');
    answers = answer(deed, answers, '1655', '4324');
    expect(answers['1653']).toBeUndefined();
  });

  test('[product] the permanent disability study walked whole is a complete form', () => {
    const { values } = walk(PRODUCT_IDS.permanentDisability, { '20140': '40111', '20141': '40117', '20143': '600 000 000' });
    expect(genericFormProblems(catalogueProduct(PRODUCT_IDS.permanentDisability), values, 14)).toEqual([]);
  });
});
