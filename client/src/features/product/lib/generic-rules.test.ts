import { describe, expect, test } from 'vitest';
import type { Product, ProductOption } from '#contracts/product.ts';
import { BUILT_IN_OPTION_IDS, PRODUCT_IDS } from '#contracts/product-ids.ts';
import {
  answer,
  applyVisibility,
  commitStep,
  confirmationOptions,
  exitMessage,
  initialAnswers,
  isEarlyCheckoutReady,
  optionError,
  optionsOnStep,
  redirectTarget,
  stepsOf,
  valuesOfStep,
} from './generic-rules.ts';

const option = (option_id: string, index: number, extra: Partial<ProductOption> = {}): ProductOption => ({
  option_id,
  product_id: PRODUCT_IDS.deedCopy,
  type: 'field',
  is_require: '1',
  title: `Option ${option_id}`,
  price: 0,
  opt_values: [],
  index,
  ...extra,
});
const radio = (option_id: string, index: number, values: string[], extra: Partial<ProductOption> = {}) =>
  option(option_id, index, { type: 'radio', opt_values: values.map((id) => ({ id, name: id, price: 0 })), ...extra });

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
    option('1660', 5, { type: 'area', is_require: '0', can_be_empty: true }),
  ],
  {
    conditions_to_exit: {
      message: 'Lo sentimos, sin los datos de la escritura no podemos solicitarla.',
      conditions: [
        { option_id: '1655', value: '4323' },
        { option_id: '1648', value: '4318' },
      ],
    },
    questions_on_confirm: ['1660'],
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

  test('[product] deed copy without the deed data: only 1660 is hidden on the steps, and it is asked on confirmation', () => {
    const answers = { '1648': '40009', '1655': '4323' };
    expect(ids(optionsOnStep(deed, 3, answers))).toEqual(['1653', '1654']);
    expect(ids(optionsOnStep(deed, 4, answers))).toEqual(['1699']);
    expect(ids(optionsOnStep(deed, 5, answers))).not.toContain('1660');
    expect(ids(confirmationOptions(deed, answers))).toEqual(['1660']);
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

describe('option errors (spec 5)', () => {
  const texts = {
    write: 'Por favor, escribe el dato',
    choose: 'Por favor, selecciona una opción',
    invalidDate: 'Fecha no válida',
    invalidNipc: 'NIPC inválido',
    invalidPlate: 'Matrícula inválida',
    invalidPhone: 'Telefone inválido',
    notInList: (type: string, typed: string) => `${type}: elige de la lista; «${typed}» no está en ella.`,
  };
  test('[product] a required option left empty shows its own error, or the default by type', () => {
    expect(optionError(option('1', 1, { error: 'Escribe el notario' }), '', texts)).toBe('Escribe el notario');
    expect(optionError(option('1', 1), ' ', texts)).toBe('Por favor, escribe el dato');
    expect(optionError(radio('1', 1, ['a']), '', texts)).toBe('Por favor, selecciona una opción');
    expect(optionError(option('1', 1, { is_require: '0' }), '', texts)).toBeUndefined();
  });

  test('[product] a searched option with text typed but nothing picked says the text is not in the list, even when optional', () => {
    const birthplace = option('1', 1, { type: 'municipio' });
    expect(optionError(birthplace, '', texts, ' Madrd ')).toBe('municipio: elige de la lista; «Madrd» no está en ella.');
    expect(optionError(option('1', 1, { type: 'freguesia', is_require: '0' }), '', texts, 'Lapa')).toBe(
      'freguesia: elige de la lista; «Lapa» no está en ella.',
    );
    expect(optionError(birthplace, '', texts, '')).toBe('Por favor, escribe el dato');
    // A picked suggestion is the answer; a plain text option is never 'not in the list'.
    expect(optionError(birthplace, '28079', texts, '')).toBeUndefined();
    expect(optionError(option('1', 1), '', texts, 'Ana')).toBe('Por favor, escribe el dato');
  });

  test('[product] a date must be a real date', () => {
    expect(optionError(option('1', 1, { type: 'date' }), '30/02/2004', texts)).toBe('Fecha no válida');
    expect(optionError(option('1', 1, { type: 'date' }), '12-ene-2004', texts)).toBeUndefined();
  });

  test('[product] the commercial certificate refuses a NIPC whose check digit is wrong, or a 5-digit one', () => {
    const nipc = option(BUILT_IN_OPTION_IDS.nipc, 2);
    expect(optionError(nipc, '503 504 564', texts)).toBeUndefined();
    expect(optionError(nipc, '503504565', texts)).toBe('NIPC inválido');
    expect(optionError(nipc, '12345', texts)).toBe('NIPC inválido');
  });

  test('[product] the automobile certificate takes a plate of any Portuguese series, and an optional 9-digit phone', () => {
    const plate = option(BUILT_IN_OPTION_IDS.plate, 1);
    expect(optionError(plate, 'aa-12-bc', texts)).toBeUndefined();
    expect(optionError(plate, '12-AB-34', texts)).toBeUndefined();
    expect(optionError(plate, '1234567', texts)).toBe('Matrícula inválida');
    const phone = option(BUILT_IN_OPTION_IDS.contactPhone, 2, { is_require: '0' });
    expect(optionError(phone, '', texts)).toBeUndefined();
    expect(optionError(phone, '912 345 678', texts)).toBeUndefined();
    expect(optionError(phone, '91234', texts)).toBe('Telefone inválido');
  });
});
