import type { CartItem } from '../api/cart.ts';
import type { GenericForm } from '../api/generic.ts';
import { type Answers, answer, answersOf, isOptionVisible, valuesOfAnswers } from '../rules/generic-product-rules.ts';
import type { Product, ProductOption } from '../api/product.ts';
import { BUILT_IN_OPTION_IDS, IDENTIFIER_OPTION_IDS, PRODUCT_IDS } from '../constants/product-ids.ts';
import { cartItemExample, productExample } from './examples.ts';
import { organisationExample } from './portugal-examples.ts';

/** The birth certificate: a generic product, and the one product of the birth-certificate portal 22. */
const BIRTH_CERTIFICATE_ID = '18444';

/** The birth certificate as the catalogue sells it: on portal 22 and the registry and English portals. */
export function birthCertificateExample(): Product {
  return productExample({
    product_id: BIRTH_CERTIFICATE_ID,
    name: 'Certificado de nacimiento',
    price: 29.9,
    stores: [22, 1, 9, 12, 14, 21, 17, 18, 19, 20],
    visible_on_services: [22, 1, 9, 12, 14, 21, 17, 18, 19, 20],
    description: 'Tramitamos tu certificado de nacimiento ante el Registro Civil donde se inscribió el nacimiento.',
    short_description: 'Certificado de nacimiento del Registro Civil español: literal, extracto o plurilingüe.',
    meta_title: 'Certificado de nacimiento online',
    meta_description: 'Certificado de nacimiento del Registro Civil español: literal, extracto o plurilingüe.',
    options: [
      {
        option_id: '20028',
        product_id: BIRTH_CERTIFICATE_ID,
        type: 'field',
        is_require: '1',
        title: 'Nombre y apellidos de la persona inscrita',
        price: 0,
        opt_values: [],
        placeholder: 'Nombre y apellidos',
        index: 1,
      },
    ],
    group: 'Registro Civil',
  });
}

/**
 * The deed copy answered with the deed data, as the generic flow sends it (spec 3 "Generic form"): every question the
 * wizard asks with these answers, so the backend takes it as a complete form; an authentic paper copy with the address
 * to send it to.
 */
export function deedCopyFormExample(): GenericForm {
  const product_id = PRODUCT_IDS.deedCopy;
  return {
    product_id,
    values: [
      { option_id: '1648', product_id, type: 'radio', value: '40009' },
      { option_id: '1655', product_id, type: 'radio', value: '4324' },
      { option_id: '20021', product_id, type: 'field', value: 'María López Ruiz' },
      { option_id: '20022', product_id, type: 'municipio', value: 'Sevilla' },
      { option_id: '20023', product_id, type: 'date', value: '12-ene-2010' },
      { option_id: '20024', product_id, type: 'field', value: '1234' },
      { option_id: '20025', product_id, type: 'radio', value: '40013' },
      { option_id: '20020', product_id, type: 'radio', value: '40011' },
      { option_id: '20026', product_id, type: 'drop_down', value: '40014' },
      { option_id: '20027', product_id, type: 'field', value: 'Calle Feria 12, 41003 Sevilla' },
    ],
  };
}

/** deedCopyFormExample's answers by option id, for tests that walk the wizard or change one answer. */
export function deedCopyAnswersExample(): Answers {
  return answersOf(deedCopyFormExample().values);
}

/** A required text option of the deed copy for rule tests (tests give the rest: type, values, previous_steps…). */
export const optionExample = (option_id: string, index: number, extra: Partial<ProductOption> = {}): ProductOption => ({
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

/** A required radio option offering these value ids (each its own name, free). */
export const radioExample = (option_id: string, index: number, values: string[], extra: Partial<ProductOption> = {}): ProductOption =>
  optionExample(option_id, index, { type: 'radio', opt_values: values.map((id) => ({ id, name: id, price: 0 })), ...extra });

/** The deed copy with no answers: what a client that skipped the wizard would send (400: option 1648 is required). */
export function emptyDeedCopyFormExample(): GenericForm {
  return { product_id: PRODUCT_IDS.deedCopy, values: [] };
}

/** The deed copy of a deed that is not a property, without its data: spec 5's exit ('sin los datos de la escritura…'). */
export function exitingDeedCopyFormExample(): GenericForm {
  const product_id = PRODUCT_IDS.deedCopy;
  return {
    product_id,
    values: [
      { option_id: '1648', product_id, type: 'radio', value: '4318' },
      { option_id: '1655', product_id, type: 'radio', value: '4323' },
    ],
  };
}

/** The cart item the backend makes of that form: each answer printed, priced 99 + 20.76 + 86. */
export function addedDeedCopyExample(overrides: Partial<CartItem> = {}): CartItem {
  return cartItemExample({
    id: '500001',
    product_id: PRODUCT_IDS.deedCopy,
    product_name: 'Copia de escritura',
    referencia: 'Q-2026-500001',
    options: [
      {
        option_id: '1648',
        option_value: '40009',
        value: '40009',
        print_value: 'Sí, es de una propiedad',
        label: '¿La escritura es de una propiedad?',
      },
      { option_id: '20021', option_value: '', value: 'María López Ruiz', print_value: 'María López Ruiz', label: 'Nombre del notario' },
    ],
    extra: { current_price: 205.76 },
    ...overrides,
  });
}

/** The birth certificate answered whole (an extract, 29,90 €): linked to an item already in the cart. */
export function birthCertificateFormExample(): GenericForm {
  const product_id = BIRTH_CERTIFICATE_ID;
  return {
    product_id,
    values: [
      { option_id: '20028', product_id, type: 'field', value: 'Lucía Martín Gómez' },
      { option_id: '20029', product_id, type: 'date', value: '07/03/1990' },
      { option_id: '20030', product_id, type: 'municipio', value: 'Madrid' },
      { option_id: '20032', product_id, type: 'field', value: 'Carmen Gómez Ruiz' },
      { option_id: '20033', product_id, type: 'drop_down', value: '40019' },
      { option_id: '20034', product_id, type: 'drop_down', value: '40021' },
    ],
  };
}

/** The cart item addgenericWithAssociation makes of that form, child of the cart item `parentId`. */
export function addedBirthCertificateExample(parentId: string): CartItem {
  return cartItemExample({
    id: '500002',
    product_id: BIRTH_CERTIFICATE_ID,
    product_name: 'Certificado de nacimiento',
    referencia: 'Q-2026-500002',
    parent_id: parentId,
    options: [
      {
        option_id: '20028',
        option_value: '',
        value: 'Lucía Martín Gómez',
        print_value: 'Lucía Martín Gómez',
        label: 'Nombre y apellidos de la persona inscrita',
      },
    ],
    extra: { current_price: 29.9 },
  });
}

/**
 * Answers the rules check by their format: the built-in Portuguese products' company, NIPC, plate and phone, and the
 * Certificado catastral's cadastral reference (an urban flat's, one of the rule test's published examples).
 */
const CHECKED_ANSWERS: Record<string, string> = {
  [IDENTIFIER_OPTION_IDS.cadastralReference]: '0474001QE5307C0033DW',
  [BUILT_IN_OPTION_IDS.companyName]: organisationExample().nombre,
  [BUILT_IN_OPTION_IDS.nipc]: organisationExample().nipc,
  [BUILT_IN_OPTION_IDS.plate]: 'AB-12-CD',
  [BUILT_IN_OPTION_IDS.contactPhone]: '912345678',
};

/** A value that neither ends the flow (conditions_to_exit) nor sends the buyer to another product (conditions_to_redirect). */
function keepsTheFlow(product: Product, option: ProductOption, valueId: string): boolean {
  const ending = [...(product.conditions_to_exit?.conditions ?? []), ...(product.conditions_to_redirect ?? [])];
  return !ending.some((condition) => condition.option_id === option.option_id && condition.value === valueId);
}

/**
 * A complete form of a catalogue product (contracts/src/rules/generic-product-rules.ts, genericFormProblems): every question
 * the wizard asks with these answers, answered in step order: `given` where it says, else the priciest value that keeps
 * the flow going for a choice, a real date, a well-formed checked answer, text otherwise. Hidden questions are left out.
 */
export function completeFormOf(product: Product, given: Answers = {}): GenericForm {
  let answers: Answers = {};
  const inStepOrder = [...product.options].sort((a, b) => a.index - b.index);
  for (const option of inStepOrder) {
    if (!isOptionVisible(product, option, answers)) continue;
    const priciest = [...option.opt_values].sort((a, b) => b.price - a.price).find((value) => keepsTheFlow(product, option, value.id));
    const value =
      given[option.option_id] ??
      priciest?.id ??
      option.default ??
      (option.type === 'date' ? '05-ene-2004' : (CHECKED_ANSWERS[option.option_id] ?? 'Texto de prueba'));
    answers = answer(product, answers, option.option_id, value);
  }
  return { product_id: product.product_id, values: valuesOfAnswers(product, answers) };
}
