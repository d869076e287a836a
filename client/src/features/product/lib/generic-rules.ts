import { dayNumber, parseSpecDate } from '#contracts/dates.ts';
import type { GenericValue } from '#contracts/generic.ts';
import { answerMatches, chosenValueIds, type PricedAnswer } from '#contracts/pricing.ts';
import type { PreviousStep, Product, ProductOption } from '#contracts/product.ts';
import { BUILT_IN_OPTION_IDS } from '#contracts/product-ids.ts';
import { isMatricula, isNipc } from '#contracts/portuguese-rules.ts';

/** option id -> the buyer's answer (a value id, the text, the date as typed; ticked checkbox ids joined by commas). */
export type Answers = Record<string, string>;

/** spec 4 and 9: up to 30 steps; the scan for the highest step index goes to 31. */
export const STEP_SCAN_LIMIT = 31;

const without = (answers: Answers, optionIds: readonly string[]): Answers =>
  Object.fromEntries(Object.entries(answers).filter(([optionId]) => !optionIds.includes(optionId)));

const asList = (answers: Answers): PricedAnswer[] => Object.entries(answers).map(([option_id, value]) => ({ option_id, value }));

/** The step numbers the product asks on (its options' index), in order. */
export function stepsOf(product: Pick<Product, 'options'>): number[] {
  const steps: number[] = [];
  for (let step = 1; step <= STEP_SCAN_LIMIT; step += 1) {
    if (product.options.some((option) => option.index === step)) steps.push(step);
  }
  return steps;
}

/** The reference of a gtdate/ltdate condition: a date in the buyer's forms or ISO yyyy-mm-dd. */
function referenceDay(reference: string): number | null {
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(reference);
  const date = iso ? parseSpecDate(`${iso[3]}/${iso[2]}/${iso[1]}`) : parseSpecDate(reference);
  return date ? dayNumber(date) : null;
}

/** One previous_steps condition: eq compares the answer; gtdate/ltdate compare the answered date with the reference. */
export function conditionHolds(product: Pick<Product, 'options'>, condition: PreviousStep, answers: Answers): boolean {
  if (condition.op === 'eq') return answerMatches(product, asList(answers), condition.option_id, condition.value);
  const answered = parseSpecDate(answers[condition.option_id] ?? '');
  const reference = referenceDay(condition.value);
  if (answered === null || reference === null) return false;
  return condition.op === 'gtdate' ? dayNumber(answered) > reference : dayNumber(answered) < reference;
}

/** An option shows when every one of its previous_steps conditions holds. */
export function isOptionVisible(product: Pick<Product, 'options'>, option: ProductOption, answers: Answers): boolean {
  return (option.previous_steps ?? []).every((condition) => conditionHolds(product, condition, answers));
}

/**
 * The answers after visibility is applied, in option order (an option's visibility depends on earlier ones):
 * a hidden option loses its answer, or takes its previous_steps_default when it has one (spec 4).
 */
export function applyVisibility(product: Pick<Product, 'options'>, answers: Answers): Answers {
  let result: Answers = { ...answers };
  for (const option of product.options) {
    if (isOptionVisible(product, option, result)) continue;
    if (option.previous_steps_default !== undefined) result[option.option_id] = option.previous_steps_default;
    else result = without(result, [option.option_id]);
  }
  return result;
}

/** The answers a new flow starts with: each option's default. */
export function initialAnswers(product: Pick<Product, 'options'>): Answers {
  const answers: Answers = {};
  for (const option of product.options) if (option.default !== undefined) answers[option.option_id] = option.default;
  return applyVisibility(product, answers);
}

/**
 * A new answer to one option: options listed in its autounset_option_values lose their answers, and
 * visibility is applied again.
 */
export function answer(product: Pick<Product, 'options'>, answers: Answers, optionId: string, value: string): Answers {
  const option = product.options.find((candidate) => candidate.option_id === optionId);
  const next = without({ ...answers, [optionId]: value }, option?.autounset_option_values ?? []);
  return applyVisibility(product, next);
}

type StepProduct = Pick<Product, 'options' | 'questions_on_confirm'>;

/** questions_on_confirm are asked on the confirmation page only, whatever their index (spec 4: the deed's 1660). */
const onItsStep = (product: StepProduct, option: ProductOption, step: number) =>
  option.index === step && !(product.questions_on_confirm ?? []).includes(option.option_id);

/** The options the buyer sees on a step: visible, and not embedded_hidden (those travel with their default). */
export function optionsOnStep(product: StepProduct, step: number, answers: Answers): ProductOption[] {
  return product.options.filter(
    (option) => onItsStep(product, option, step) && !option.embedded_hidden && isOptionVisible(product, option, answers),
  );
}

/** The options whose answers a step commits: visible ones (embedded_hidden included) and hidden ones with a previous_steps_default. */
function committedOptions(product: StepProduct, step: number, answers: Answers): ProductOption[] {
  return product.options.filter(
    (option) =>
      onItsStep(product, option, step) && (isOptionVisible(product, option, answers) || option.previous_steps_default !== undefined),
  );
}

function toValue(option: ProductOption, value: string): GenericValue {
  return { option_id: option.option_id, product_id: option.product_id, type: option.type, value };
}

/** The committed answers of one step: empty answers are left out unless the option can_be_empty. */
export function valuesOfStep(product: StepProduct, step: number, answers: Answers): GenericValue[] {
  return committedOptions(product, step, answers).flatMap((option) => {
    const value = (answers[option.option_id] ?? option.default ?? '').trim();
    return value !== '' || option.can_be_empty ? [toValue(option, value)] : [];
  });
}

/**
 * spec 4: each answered step appends its values and going back truncates: answering step `step` drops the
 * values of that step and every later one, then appends the step's own.
 */
export function commitStep(product: StepProduct, values: readonly GenericValue[], step: number, answers: Answers): GenericValue[] {
  const stepOf = (optionId: string) => product.options.find((option) => option.option_id === optionId)?.index ?? 0;
  return [...values.filter((value) => stepOf(value.option_id) < step), ...valuesOfStep(product, step, answers)];
}

/** Adds or replaces the values of confirmation questions (they keep their place at the end). */
export function withConfirmationValues(
  product: Pick<Product, 'options'>,
  values: readonly GenericValue[],
  options: readonly ProductOption[],
  answers: Answers,
): GenericValue[] {
  const asked = new Set(options.map((option) => option.option_id));
  const extra = options.flatMap((option) => {
    const value = (answers[option.option_id] ?? '').trim();
    return value !== '' || option.can_be_empty ? [toValue(option, value)] : [];
  });
  return [...values.filter((value) => !asked.has(value.option_id)), ...extra].filter((value) =>
    product.options.some((option) => option.option_id === value.option_id),
  );
}

/** spec 4: early checkout is ready when the or/and condition over its options matches the answers. */
export function isEarlyCheckoutReady(product: Product, answers: Answers): boolean {
  const early = product.conditions_to_earlycheckout;
  if (!early || early.options.length === 0) return false;
  const list = asList(answers);
  const holds = (condition: { option_id: string; value: string }) => answerMatches(product, list, condition.option_id, condition.value);
  return early.type === 'and' ? early.options.every(holds) : early.options.some(holds);
}

/** spec 4 and 5: the exit message when every conditions_to_exit pair matches, else null. */
export function exitMessage(product: Product, answers: Answers): string | null {
  const exit = product.conditions_to_exit;
  if (!exit || exit.conditions.length === 0) return null;
  const list = asList(answers);
  return exit.conditions.every((condition) => answerMatches(product, list, condition.option_id, condition.value)) ? exit.message : null;
}

/** The product to send the buyer to when a conditions_to_redirect answer matches, else null. */
export function redirectTarget(product: Product, answers: Answers): string | null {
  const list = asList(answers);
  const rule = (product.conditions_to_redirect ?? []).find(
    (candidate) => candidate.product_id_in === product.product_id && answerMatches(product, list, candidate.option_id, candidate.value),
  );
  return rule?.product_id_out ?? null;
}

/**
 * The questions of the confirmation page: questions_on_confirm, plus the early-checkout confirmationOptions when
 * early checkout is ready; visible ones only, in catalogue order.
 */
export function confirmationOptions(product: Product, answers: Answers): ProductOption[] {
  const ids = new Set(product.questions_on_confirm ?? []);
  if (isEarlyCheckoutReady(product, answers)) for (const id of product.conditions_to_earlycheckout?.confirmationOptions ?? []) ids.add(id);
  return product.options.filter((option) => ids.has(option.option_id) && isOptionVisible(product, option, answers));
}

export interface OptionErrorTexts {
  /** spec 5 default: 'Por favor, escribe el dato'. */
  write: string;
  /** A choice without its own error text: 'Por favor, selecciona una opción'. */
  choose: string;
  invalidDate: string;
  /** The built-in Portuguese products' checked answers (NIPC with its check digit, a Portuguese plate, a phone). */
  invalidNipc: string;
  invalidPlate: string;
  invalidPhone: string;
  /** A searched option (municipality, parish, company) whose typed text was not picked from the suggestions. */
  notInList: (type: SearchedOptionType, typed: string) => string;
}

/** The option types answered by picking one suggestion of a server search (ui/search-field.tsx). */
export const SEARCHED_OPTION_TYPES = [
  'municipio',
  'municipio_ce',
  'sociedad',
  'freguesia',
] as const satisfies readonly ProductOption['type'][];
export type SearchedOptionType = (typeof SEARCHED_OPTION_TYPES)[number];
export const isSearchedOptionType = (type: ProductOption['type']): type is SearchedOptionType =>
  (SEARCHED_OPTION_TYPES as readonly string[]).includes(type);

/** option id -> what the buyer typed in a searched option without picking a suggestion. */
export type TypedSearches = Record<string, string>;

/** Answers checked beyond being present: option id → the rule (contracts/src/portuguese-rules.ts) and its error. */
const FORMAT_RULES: Record<string, [(value: string) => boolean, Exclude<keyof OptionErrorTexts, 'notInList'>]> = {
  [BUILT_IN_OPTION_IDS.nipc]: [isNipc, 'invalidNipc'],
  [BUILT_IN_OPTION_IDS.plate]: [isMatricula, 'invalidPlate'],
  [BUILT_IN_OPTION_IDS.contactPhone]: [(value) => /^\d{9}$/.test(value.replace(/\s/g, '')), 'invalidPhone'],
};

const CHOICES: readonly string[] = ['drop_down', 'radio', 'radio_button', 'checkbox'];

/**
 * The error of one option: a required option left empty, a date that is not a real date (spec 5), or a NIPC,
 * plate or phone of the built-in Portuguese products that is not one. A searched option left with text typed
 * but no suggestion picked says that text is not in the list, required or not (the buyer meant to answer it).
 */
export function optionError(option: ProductOption, value: string, texts: OptionErrorTexts, typedSearch = ''): string | undefined {
  const typed = value.trim();
  if (typed === '' && typedSearch.trim() !== '' && isSearchedOptionType(option.type))
    return texts.notInList(option.type, typedSearch.trim());
  if (typed === '') {
    if (option.is_require !== '1') return undefined;
    return option.error ?? (CHOICES.includes(option.type) ? texts.choose : texts.write);
  }
  if (option.type === 'date' && parseSpecDate(typed) === null) return texts.invalidDate;
  const rule = FORMAT_RULES[option.option_id];
  if (rule && !rule[0](typed)) return texts[rule[1]];
  return undefined;
}

export function optionErrors(
  options: readonly ProductOption[],
  answers: Answers,
  texts: OptionErrorTexts,
  typedSearches: TypedSearches = {},
): Record<string, string | undefined> {
  return Object.fromEntries(
    options.map((option) => [
      fieldIdOf(option),
      optionError(option, answers[option.option_id] ?? '', texts, typedSearches[option.option_id]),
    ]),
  );
}

/** The id of an option's control, which the error summary links to. */
export function fieldIdOf(option: Pick<ProductOption, 'option_id'>): string {
  return `option-${option.option_id}`;
}

/** What the buyer sees for an answer: the chosen values' names, or the answer as typed. */
export function printValue(option: ProductOption, value: string): string {
  const ids = chosenValueIds(option, value);
  if (ids.length === 0) return value;
  return ids.map((id) => option.opt_values.find((choice) => choice.id === id)?.name ?? id).join(', ');
}
