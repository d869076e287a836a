import { describe, expect, test } from 'vitest';
import type { Product, ProductOption } from '../api/product.ts';
import { BUILT_IN_OPTION_IDS, PRODUCT_IDS } from '../constants/product-ids.ts';
import type { GenericValue } from '../api/generic.ts';
import { priceOfGenericItem } from './pricing.ts';
import { catalogueProduct } from '../testing/catalogue.ts';
import { deedCopyAnswersExample, deedCopyFormExample, optionExample, radioExample } from '../testing/generic-examples.ts';
import {
  answer,
  applyVisibility,
  commitStep,
  confirmationOptions,
  exitMessage,
  initialAnswers,
  earlyCheckoutStep,
  genericFormProblems,
  isEarlyCheckoutReady,
  isEarlyCheckoutReadyAt,
  answerProblem,
  autounsetClears,
  decidedByDate,
  optionsOnStep,
  redirectTarget,
  stepsOf,
  valuesOfStep,
} from './generic-product-rules.ts';

const option = optionExample;
const radio = radioExample;

const product = (options: ProductOption[], extra: Partial<Product> = {}): Product => ({
  product_id: PRODUCT_IDS.deedCopy,
  name: 'Copia de escritura',
  price: 99,
  stores: [14],
  visible_on_services: [14],
  description: '',
  short_description: '',
  meta_title: '',
  meta_description: '',
  options,
  related_product: [],
  related_conditions: [],
  visible: true,
  group: 'Notaría',
  ...extra,
});

/** The deed copy's structure as spec 4 and 5 describe it (fixtures/products/<deed copy>.json). */
const deed = product(
  [
    radio('1648', 1, ['40009', '4318']),
    radio('1655', 2, ['4323', '4324']),
    option('20021', 3, { previous_steps: [{ option_id: '1655', value: '4324', op: 'eq' }] }),
    option('1653', 3, { previous_steps: [{ option_id: '1655', value: '4323', op: 'eq' }] }),
    option('1654', 3, { type: 'municipio', previous_steps: [{ option_id: '1655', value: '4323', op: 'eq' }] }),
    option('20023', 4, { type: 'date', previous_steps: [{ option_id: '1655', value: '4324', op: 'eq' }] }),
    option('1699', 4, { previous_steps: [{ option_id: '1655', value: '4323', op: 'eq' }] }),
    radio('20020', 5, ['40010', '40011'], { default: '40010' }),
    // spec 4: hidden with the deed data and otherwise, so previous_steps that never both hold
    option('1660', 5, {
      type: 'area',
      is_require: '0',
      can_be_empty: true,
      previous_steps: [
        { option_id: '1655', value: '4324', op: 'eq' },
        { option_id: '1655', value: '4323', op: 'eq' },
      ],
    }),
  ],
  {
    conditions_to_exit: {
      message: 'Lo sentimos, sin los datos de la escritura no podemos solicitarla.',
      conditions: [
        { option_id: '1655', value: '4323' },
        { option_id: '1648', value: '4318' },
      ],
    },
  },
);
const ids = (options: ProductOption[]) => options.map((o) => o.option_id);

describe('steps and visibility (spec 4)', () => {
  test('[product] the steps are the option indexes, scanned up to 31', () => {
    expect(stepsOf(deed)).toEqual([1, 2, 3, 4, 5]);
    expect(stepsOf(product([option('1', 1), option('2', 30), option('3', 31)]))).toEqual([1, 30, 31]);
  });

  test('[product] deed copy with the deed data: 1653, 1654, 1699 and 1660 are hidden', () => {
    const answers = { '1648': '40009', '1655': '4324' };
    expect(ids(optionsOnStep(deed, 3, answers))).toEqual(['20021']);
    expect(ids(optionsOnStep(deed, 4, answers))).toEqual(['20023']);
    expect(ids(optionsOnStep(deed, 5, answers))).toEqual(['20020']);
  });

  test('[product] deed copy without the deed data: 1660 is hidden too (spec 4), on the steps and on confirmation', () => {
    const answers = { '1648': '40009', '1655': '4323' };
    expect(ids(optionsOnStep(deed, 3, answers))).toEqual(['1653', '1654']);
    expect(ids(optionsOnStep(deed, 4, answers))).toEqual(['1699']);
    expect(ids(optionsOnStep(deed, 5, answers))).toEqual(['20020']);
    expect(ids(confirmationOptions(deed, answers))).toEqual([]);
    expect(applyVisibility(deed, { ...answers, '1660': 'Notaría de Sevilla' })).toEqual(answers);
  });

  test('[product] a visible questions_on_confirm option is asked on the confirmation page only', () => {
    const asking = product([radio('1', 1, ['a']), option('2', 1, { is_require: '0' })], { questions_on_confirm: ['2'] });
    expect(ids(optionsOnStep(asking, 1, {}))).toEqual(['1']);
    expect(ids(confirmationOptions(asking, {}))).toEqual(['2']);
  });

  test('[product] a hidden answer is cleared, and previous_steps_default applies', () => {
    const withDefault = product([
      radio('1', 1, ['a', 'b']),
      option('2', 2, { previous_steps: [{ option_id: '1', value: 'a', op: 'eq' }] }),
      option('3', 2, { previous_steps: [{ option_id: '1', value: 'a', op: 'eq' }], previous_steps_default: 'sin datos' }),
    ]);
    const answered = { '1': 'a', '2': 'Juan', '3': 'Pedro' };
    expect(applyVisibility(withDefault, answered)).toEqual(answered);
    expect(answer(withDefault, answered, '1', 'b')).toEqual({ '1': 'b', '3': 'sin datos' });
    expect(valuesOfStep(withDefault, 2, { '1': 'b', '3': 'sin datos' }).map((v) => [v.option_id, v.value])).toEqual([['3', 'sin datos']]);
  });

  test('[product] gtdate and ltdate compare the answered date with the reference', () => {
    const dated = product([
      option('1', 1, { type: 'date' }),
      option('after', 2, { previous_steps: [{ option_id: '1', value: '31/12/2005', op: 'gtdate' }] }),
      option('before', 2, { previous_steps: [{ option_id: '1', value: '2006-01-01', op: 'ltdate' }] }),
    ]);
    expect(ids(optionsOnStep(dated, 2, { '1': '01-ene-2006' }))).toEqual(['after']);
    expect(ids(optionsOnStep(dated, 2, { '1': '31.12.2005' }))).toEqual(['before']);
    expect(ids(optionsOnStep(dated, 2, { '1': '31/02/2005' }))).toEqual([]);
    expect(ids(optionsOnStep(dated, 2, {}))).toEqual([]);
  });

  test('[product] eq on a checkbox holds when that value is ticked', () => {
    const ticked = product([
      option('1', 1, {
        type: 'checkbox',
        opt_values: [
          { id: 'gas', name: 'Gas', price: 0 },
          { id: 'luz', name: 'Luz', price: 0 },
        ],
      }),
      option('2', 2, { previous_steps: [{ option_id: '1', value: 'gas', op: 'eq' }] }),
    ]);
    expect(ids(optionsOnStep(ticked, 2, { '1': 'luz,gas' }))).toEqual(['2']);
    expect(ids(optionsOnStep(ticked, 2, { '1': 'luz' }))).toEqual([]);
  });

  test('[product] embedded_hidden options are not shown but travel with their default', () => {
    const embedded = product([option('1', 1), option('2', 1, { embedded_hidden: true, default: 'web' })]);
    expect(ids(optionsOnStep(embedded, 1, initialAnswers(embedded)))).toEqual(['1']);
    expect(valuesOfStep(embedded, 1, { ...initialAnswers(embedded), '1': 'x' }).map((v) => v.value)).toEqual(['x', 'web']);
  });

  test('[product] autounset_option_values clears the listed answers when the option changes', () => {
    const linked = product([radio('1', 1, ['a', 'b'], { autounset_option_values: ['2'] }), option('2', 2)]);
    expect(answer(linked, { '1': 'a', '2': 'texto' }, '1', 'b')).toEqual({ '1': 'b' });
  });

  test('[product] defaults fill a new flow', () => {
    expect(initialAnswers(deed)).toEqual({ '20020': '40010' });
  });
});

describe('answers in step order (spec 4)', () => {
  test('[product] each answered step appends its values; answering an earlier step again truncates the later ones', () => {
    let values = commitStep(deed, [], 1, { '1648': '40009' });
    values = commitStep(deed, values, 2, { '1648': '40009', '1655': '4324' });
    values = commitStep(deed, values, 3, { '1648': '40009', '1655': '4324', '20021': 'Juan Pérez' });
    expect(values.map((v) => v.option_id)).toEqual(['1648', '1655', '20021']);
    values = commitStep(deed, values, 2, { '1648': '40009', '1655': '4323' });
    expect(values.map((v) => [v.option_id, v.value])).toEqual([
      ['1648', '40009'],
      ['1655', '4323'],
    ]);
  });

  test('[product] an empty optional answer is left out unless the option can be empty', () => {
    const optional = product([option('1', 1, { is_require: '0' }), option('2', 1, { is_require: '0', can_be_empty: true })]);
    expect(valuesOfStep(optional, 1, {}).map((v) => v.option_id)).toEqual(['2']);
  });
});

describe('exit, early checkout and redirect (spec 4 and 5)', () => {
  test('[product] the deed copy exits without deed data on a deed that is not about a property', () => {
    expect(exitMessage(deed, { '1648': '4318', '1655': '4323' })).toBe(
      'Lo sentimos, sin los datos de la escritura no podemos solicitarla.',
    );
    expect(exitMessage(deed, { '1648': '40009', '1655': '4323' })).toBeNull();
    expect(exitMessage(deed, { '1648': '4318', '1655': '4324' })).toBeNull();
  });

  const early = (type: 'and' | 'or') =>
    product([radio('1', 1, ['si', 'no']), radio('2', 1, ['si', 'no']), option('3', 2), option('4', 3)], {
      conditions_to_earlycheckout: {
        type,
        options: [
          { option_id: '1', value: 'si' },
          { option_id: '2', value: 'si' },
        ],
        confirmationOptions: ['3', '4'],
      },
    });

  test('[product] early checkout with "and" needs every condition, with "or" any one', () => {
    expect(isEarlyCheckoutReady(early('and'), { '1': 'si', '2': 'no' })).toBe(false);
    expect(isEarlyCheckoutReady(early('and'), { '1': 'si', '2': 'si' })).toBe(true);
    expect(isEarlyCheckoutReady(early('or'), { '1': 'no', '2': 'si' })).toBe(true);
    expect(isEarlyCheckoutReady(early('or'), { '1': 'no', '2': 'no' })).toBe(false);
  });

  test('[product] with early checkout ready, confirmation asks the confirmationOptions', () => {
    expect(ids(confirmationOptions(early('or'), { '1': 'si' }))).toEqual(['3', '4']);
    expect(ids(confirmationOptions(early('or'), { '1': 'no' }))).toEqual([]);
  });

  test('[product] conditions_to_redirect sends the buyer to product_id_out', () => {
    const divorce = product([radio('20121', 1, ['40096', '40097'])], {
      product_id: PRODUCT_IDS.onlineDivorce,
      conditions_to_redirect: [
        { option_id: '20121', value: '40097', product_id_in: PRODUCT_IDS.onlineDivorce, product_id_out: PRODUCT_IDS.divorceWithChildren },
      ],
    });
    expect(redirectTarget(divorce, { '20121': '40097' })).toBe(PRODUCT_IDS.divorceWithChildren);
    expect(redirectTarget(divorce, { '20121': '40096' })).toBeNull();
  });
});

describe('early checkout counts the answers up to the step it leaves', () => {
  const orLater = product([radio('1', 1, ['si', 'no']), option('2', 2), radio('3', 3, ['si', 'no']), option('4', 4)], {
    conditions_to_earlycheckout: {
      type: 'or',
      options: [
        { option_id: '1', value: 'si' },
        { option_id: '3', value: 'si' },
      ],
      confirmationOptions: [],
    },
  });

  test('[product] an answer typed on a later step before going back does not make an earlier step jump', () => {
    const answers = { '1': 'no', '2': 'x', '3': 'si' };
    expect(isEarlyCheckoutReady(orLater, answers)).toBe(true);
    expect(isEarlyCheckoutReadyAt(orLater, answers, 1)).toBe(false);
    expect(isEarlyCheckoutReadyAt(orLater, answers, 3)).toBe(true);
    expect(earlyCheckoutStep(orLater, answers)).toBe(3);
    expect(earlyCheckoutStep(orLater, { '1': 'si' })).toBe(1);
    expect(earlyCheckoutStep(orLater, { '1': 'no', '3': 'no' })).toBeUndefined();
  });
});

describe('one answer (spec 5)', () => {
  test('[product] required, a real date, and the built-in Portuguese products’ NIPC, plate and phone', () => {
    expect(answerProblem(option('1', 1), ' ')).toBe('required');
    expect(answerProblem(option('1', 1, { is_require: '0' }), '')).toBeNull();
    expect(answerProblem(option('1', 1, { type: 'date' }), '30/02/2004')).toBe('date');
    expect(answerProblem(option(BUILT_IN_OPTION_IDS.nipc, 1), '503504565')).toBe('nipc');
    expect(answerProblem(option(BUILT_IN_OPTION_IDS.plate, 1), '1234567')).toBe('plate');
    expect(answerProblem(option(BUILT_IN_OPTION_IDS.contactPhone, 1, { is_require: '0' }), '+351 912 345 678')).toBeNull();
    expect(answerProblem(option(BUILT_IN_OPTION_IDS.contactPhone, 1, { is_require: '0' }), '91234')).toBe('phone');
  });
});

/** A form of `productId` answering option → value pairs, in the order given. */
function formOf(productId: string, pairs: Record<string, string>): GenericValue[] {
  const catalogue = catalogueProduct(productId);
  return Object.entries(pairs).map(([option_id, value]) => {
    const type = catalogue.options.find((candidate) => candidate.option_id === option_id)?.type ?? 'field';
    return { option_id, product_id: productId, type, value };
  });
}
const messages = (productId: string, pairs: Record<string, string>, storeId = 14) =>
  genericFormProblems(catalogueProduct(productId), formOf(productId, pairs), storeId).map((problem) => problem.message);

/** The deed copy answered by a buyer who has the deed data and wants the paper copy (99 + 20,76 + 86 €). */
const DEED_WITH_DATA = deedCopyAnswersExample();

describe('a whole generic form: what the backend takes (issue 23, section 1)', () => {
  const DEED = PRODUCT_IDS.deedCopy;

  test('[product] the deed copy with every question the wizard asks answered is complete, at 205,76 €', () => {
    expect(messages(DEED, DEED_WITH_DATA)).toEqual([]);
    expect(priceOfGenericItem(catalogueProduct(DEED), formOf(DEED, DEED_WITH_DATA))).toBe(205.76);
  });

  test.each(['Notaría de Sevilla', ''])(
    '[deed copy] an answer to 1660 (%j) is refused: spec 4 hides it with the deed data and otherwise',
    (remarks) => {
      const refused = ['option 1660 is not asked with these answers (its previous_steps do not hold)'];
      expect(messages(DEED, { ...DEED_WITH_DATA, '1660': remarks })).toEqual(refused);
      const withoutData = { '1648': '40009', '1655': '4323', '1653': 'Calle Feria 12', '1654': 'Sevilla', '1699': 'Ana Ruiz' };
      const complete = { ...withoutData, '20025': '40013', '20020': '40010', '20026': '40014' };
      expect(messages(DEED, { ...complete, '1660': remarks })).toEqual(refused);
    },
  );

  test('[product] the deed copy with no answers is refused, naming its first required option', () => {
    expect(messages(DEED, {})[0]).toBe('option 1648 is required');
  });

  test('[product] without the deed data the wizard asks where the property is, not the notary', () => {
    const withoutData = { '1648': '40009', '1655': '4323', '1653': 'Calle Feria 12', '1654': 'Sevilla', '1699': 'Ana Ruiz' };
    expect(messages(DEED, withoutData)).toEqual(['option 20025 is required', 'option 20020 is required', 'option 20026 is required']);
    expect(messages(DEED, { ...withoutData, '20025': '40013', '20020': '40010', '20026': '40014' })).toEqual([]);
  });

  test('[product] the deed copy without the deed data of a deed that is not a property exits (spec 5)', () => {
    expect(messages(DEED, { '1648': '4318', '1655': '4323' })).toEqual([
      "option 1655 = 4323 and option 1648 = 4318 end this product's flow: Lo sentimos, sin los datos de la escritura no podemos solicitarla.",
    ]);
  });

  test('[product] a value of another option is refused naming the option', () => {
    expect(messages(DEED, { ...DEED_WITH_DATA, '1648': '4324' })).toEqual(['4324 is not a value of option 1648']);
  });

  test('[product] an answer to an option hidden by previous_steps is refused (the wizard would have cleared it)', () => {
    expect(messages(DEED, { ...DEED_WITH_DATA, '1653': 'Calle Feria 12' })).toEqual([
      'option 1653 is not asked with these answers (its previous_steps do not hold)',
    ]);
  });

  test('[product] a product not sold on the store, or one with its own add call, is refused', () => {
    expect(messages(DEED, DEED_WITH_DATA, 16)).toEqual([`product ${DEED} is not sold on store 16`]);
    expect(messages(PRODUCT_IDS.simpleNote, {})).toEqual([
      `product ${PRODUCT_IDS.simpleNote} is sold only by the Nota Simple flow (addns), not by a generic form`,
    ]);
    expect(messages(PRODUCT_IDS.propertySearchItem, {})).toEqual([
      `product ${PRODUCT_IDS.propertySearchItem} is sold only by the property search flow (addqp), not by a generic form`,
    ]);
  });

  test('[product] early checkout: the cadastral certificate with its reference asks only the confirmation options', () => {
    const CADASTRAL = PRODUCT_IDS.cadastralCertificate;
    expect(messages(CADASTRAL, { '20109': '40084' })).toEqual(['option 20110 is required', 'option 20111 is required']);
    expect(messages(CADASTRAL, { '20109': '40084', '20110': '9872023VH5797S0001WX', '20111': '40087' })).toEqual([]);
    // without the reference every step is asked
    expect(messages(CADASTRAL, { '20109': '40085', '20111': '40086' })).toEqual(['option 20112 is required', 'option 20113 is required']);
  });

  test('[identifiers] the cadastral certificate refuses a reference whose control letters do not match, naming the wrong part', () => {
    const CADASTRAL = PRODUCT_IDS.cadastralCertificate;
    const withReference = (reference: string) => messages(CADASTRAL, { '20109': '40084', '20110': reference, '20111': '40087' });
    // python-stdnum's published example (Lanteira town hall), written as the Catastro prints it
    expect(withReference('7837301-VG8173B-0001 TT')).toEqual([]);
    expect(withReference('783301VG8173B0001TT')).toEqual([`cadastral reference '783301VG8173B0001TT' does not have 20 characters`]);
    expect(withReference('7837301VG8173B0001NT')).toEqual([
      `cadastral reference '7837301VG8173B0001NT' has a wrong first control letter (its 19th character)`,
    ]);
    expect(withReference('7837301VG8173B0001TN')).toEqual([
      `cadastral reference '7837301VG8173B0001TN' has a wrong second control letter (its 20th character)`,
    ]);
  });

  test('[product] an answer that redirects to another product is refused: that product is ordered in its own flow', () => {
    const answers = { '20121': '40097', '20122': 'Ana', '20123': 'Luis', '20124': '01/02/2010', '20125': '40101', '20126': 'Madrid' };
    expect(messages(PRODUCT_IDS.onlineDivorce, answers)).toEqual([
      `option 20121 = 40097 sends the buyer to product ${PRODUCT_IDS.divorceWithChildren}, ordered in its own flow`,
    ]);
  });

  test('[product] a required question on confirmation must be answered; an optional one may be left out', () => {
    const confirmed = product([radio('1', 1, ['a', 'b']), option('2', 2), option('3', 2, { is_require: '0' })], {
      questions_on_confirm: ['2', '3'],
    });
    const chosen = { option_id: '1', product_id: confirmed.product_id, type: 'radio' as const, value: 'a' };
    expect(genericFormProblems(confirmed, [chosen], 14).map((p) => p.message)).toEqual(['option 2 is required']);
    expect(genericFormProblems(confirmed, [chosen, { ...chosen, option_id: '2', type: 'field', value: 'Sí' }], 14)).toEqual([]);
  });

  test('[product] early checkout’s confirmation options are required when it is ready', () => {
    const early = product([radio('1', 1, ['si', 'no']), option('2', 2), option('3', 3)], {
      conditions_to_earlycheckout: { type: 'and', options: [{ option_id: '1', value: 'si' }], confirmationOptions: ['3'] },
    });
    const si = { option_id: '1', product_id: early.product_id, type: 'radio' as const, value: 'si' };
    expect(genericFormProblems(early, [si], 14).map((p) => p.message)).toEqual(['option 3 is required']);
    expect(genericFormProblems(early, [{ ...si, value: 'no' }], 14).map((p) => p.message)).toEqual([
      'option 2 is required',
      'option 3 is required',
    ]);
  });

  test('[product] a hidden option may carry its previous_steps_default, nothing else; embedded_hidden only its default', () => {
    const withDefault = product([
      radio('1', 1, ['a', 'b']),
      option('2', 2, { previous_steps: [{ option_id: '1', value: 'a', op: 'eq' }], previous_steps_default: 'sin datos' }),
      option('3', 2, { embedded_hidden: true, default: 'web' }),
    ]);
    const value = (option_id: string, v: string, type: ProductOption['type'] = 'field') => ({
      option_id,
      product_id: withDefault.product_id,
      type,
      value: v,
    });
    const check = (values: GenericValue[]) => genericFormProblems(withDefault, values, 14).map((p) => p.message);
    expect(check([value('1', 'b', 'radio'), value('2', 'sin datos'), value('3', 'web')])).toEqual([]);
    expect(check([value('1', 'b', 'radio'), value('2', 'Juan'), value('3', 'web')])).toEqual([
      "option 2 is not asked with these answers and takes its previous_steps_default 'sin datos'",
    ]);
    expect(check([value('1', 'a', 'radio'), value('2', 'Juan'), value('3', 'app')])).toEqual([
      "option 3 is not asked: it travels with its default 'web'",
    ]);
  });

  test('[product] each answer alone: an option of the product, answered once, of its type, each value ticked once', () => {
    const one = formOf(DEED, DEED_WITH_DATA);
    const [first] = one;
    if (first === undefined) throw new Error('the deed copy form has answers');
    const problemsOf = (values: GenericValue[]) => genericFormProblems(catalogueProduct(DEED), values, 14);
    expect(problemsOf([...one, { ...first }])[0]).toEqual({
      place: { at: 'value', index: one.length, field: 'option_id' },
      message: 'option 1648 is answered twice',
    });
    expect(problemsOf([{ ...first, type: 'field' }, ...one.slice(1)])[0]?.message).toBe('option 1648 is of type radio');
    expect(problemsOf([...one, { option_id: '20028', product_id: DEED, type: 'field', value: 'x' }])[0]?.message).toBe(
      `option 20028 is not an option of product ${DEED}`,
    );
    const supplies = catalogueProduct('18379');
    const ticked = { option_id: '20103', product_id: '18379', type: 'checkbox' as const, value: '40078,40078' };
    expect(genericFormProblems(supplies, [ticked], 14)[0]?.message).toBe('value 40078 of option 20103 is ticked twice');
  });
});

describe('a deed’s date and its pre-2006 surcharge agree (spec 3 ltdate, issue 41)', () => {
  const DEED = PRODUCT_IDS.deedCopy;
  const catalogueDeed = catalogueProduct(DEED);
  const preTwoThousandSix = { product_id: DEED, option_id: '20025' };

  test('[deed copy] a deed dated 12-ene-2010 answered "Sí, es anterior a 2006" is refused naming both options, never charged +35 €', () => {
    expect(messages(DEED, { ...DEED_WITH_DATA, '20023': '12-ene-2010', '20025': '40012' })).toEqual([
      'option 20025 = 40012 contradicts option 20023 = 12-ene-2010: that date makes it 40013',
    ]);
    expect(messages(DEED, { ...DEED_WITH_DATA, '20023': '12-ene-2004', '20025': '40013' })).toEqual([
      'option 20025 = 40013 contradicts option 20023 = 12-ene-2004: that date makes it 40012',
    ]);
    expect(messages(DEED, { ...DEED_WITH_DATA, '20023': '31/12/2005', '20025': '40012' })).toEqual([]);
    expect(messages(DEED, { ...DEED_WITH_DATA, '20023': '1/1/2006', '20025': '40013' })).toEqual([]);
  });

  test('[deed copy] the wizard derives the answer from the date; a buyer’s choice against it stays to be shown as wrong', () => {
    const withData = answer(catalogueDeed, answer(catalogueDeed, initialAnswers(catalogueDeed), '1648', '40009'), '1655', '4324');
    expect(answer(catalogueDeed, withData, '20023', '12-ene-2004')['20025']).toBe('40012');
    const after = answer(catalogueDeed, withData, '20023', '12-ene-2010');
    expect(after['20025']).toBe('40013');
    expect(answer(catalogueDeed, after, '20025', '40012')['20025']).toBe('40012');
    expect(decidedByDate(preTwoThousandSix, { '20023': '12-ene-2010' })).toEqual({ value: '40013', dateOptionId: '20023' });
    // without the date (no deed data) the buyer answers it
    expect(decidedByDate(preTwoThousandSix, { '1655': '4323' })).toBeUndefined();
  });

  test('[deed copy] deedCopyFormExample’s date and pre-2006 answer agree, and it is a complete form', () => {
    const example = deedCopyAnswersExample();
    expect(decidedByDate(preTwoThousandSix, example)?.value).toBe(example['20025']);
    expect(genericFormProblems(catalogueDeed, deedCopyFormExample().values, 14)).toEqual([]);
  });
});

describe('autounset_option_values over a whole form (spec 3, issue 41)', () => {
  const linked = product([radio('1', 1, ['a', 'b'], { autounset_option_values: ['2'] }), option('2', 1), option('3', 2)]);
  const value = (option_id: string, text: string): GenericValue => ({
    option_id,
    product_id: PRODUCT_IDS.deedCopy,
    type: option_id === '1' ? 'radio' : 'field',
    value: text,
  });

  test('[generic] the backend refuses an answer that a later answer’s autounset_option_values clears, naming both options', () => {
    const values = [value('2', 'texto'), value('1', 'b'), value('3', 'x')];
    expect(autounsetClears(linked, values)).toEqual([{ index: 0, by: '1' }]);
    expect(genericFormProblems(linked, values, 14)).toEqual([
      {
        place: { at: 'value', index: 0, field: 'option_id' },
        message: 'option 2 is cleared by the answer to option 1 (its autounset_option_values): the wizard does not send it',
      },
    ]);
    // answered after the option that clears it, as the buyer answers again, it is taken
    expect(genericFormProblems(linked, [value('1', 'b'), value('2', 'texto'), value('3', 'x')], 14)).toEqual([]);
  });

  test('[generic] the wizard’s committed values leave out what autounset_option_values cleared', () => {
    const first = commitStep(linked, [], 1, { '1': 'a', '2': 'texto' });
    expect(first.map((v) => v.option_id)).toEqual(['1', '2']);
    const reordered = product([option('2', 1), radio('1', 2, ['a', 'b'], { autounset_option_values: ['2'] })]);
    let values = commitStep(reordered, [], 1, { '2': 'texto' });
    values = commitStep(reordered, values, 2, { '1': 'b' });
    expect(values.map((v) => v.option_id)).toEqual(['1']);
  });
});
