import { dayNumber, parseSpecDate } from './dates.ts';
import type { GenericValue } from '../api/generic.ts';
import { GENERIC_STEPS } from '../constants/patterns.ts';
import { answerMatches, chosenValueIds, type PricedAnswer } from './pricing.ts';
import type { PreviousStep, Product, ProductOption } from '../api/product.ts';
import { BUILT_IN_OPTION_IDS, IDENTIFIER_OPTION_IDS, PRODUCT_IDS } from '../constants/product-ids.ts';
import { isMatricula, isNipc, isPortuguesePhone } from './portuguese-rules.ts';
import { type CadastralReferenceProblem, checkCadastralReference } from './cadastral-reference.ts';
import { isSoldOnStore } from './product-availability.ts';
import { dedicatedFlowOf } from './dedicated-flows.ts';

/**
 * The generic product's rules (spec 3, 4, 5, 9), written once (issue 23): the client's wizard walks a product with
 * these functions, and the fake backend checks a submitted form as a whole with the same ones
 * (`genericFormProblems`), so the two cannot disagree. Pure TypeScript, no schemas: the browser bundles it
 * (decision 026). The price formula is `pricing.ts`, which this module's callers use beside it; what a "complete"
 * form is, is written on `genericFormProblems` and in docs/decisions/037-one-rule-module-for-client-and-fake.md.
 */

/** option id -> the buyer's answer (a value id, the text, the date as typed; ticked checkbox ids joined by commas). */
export type Answers = Record<string, string>;

/** spec 4 and 9: up to 30 steps; the scan for the highest step index goes to 31. */
export const STEP_SCAN_LIMIT = GENERIC_STEPS.max + 1;

const without = (answers: Answers, optionIds: readonly string[]): Answers =>
  Object.fromEntries(Object.entries(answers).filter(([optionId]) => !optionIds.includes(optionId)));

const asList = (answers: Answers): PricedAnswer[] => Object.entries(answers).map(([option_id, value]) => ({ option_id, value }));

/** The answers a list of values gives (the first answer of an option counts; a form answering one twice is refused). */
export function answersOf(values: readonly Pick<GenericValue, 'option_id' | 'value'>[]): Answers {
  const answers: Answers = {};
  for (const value of values) if (!(value.option_id in answers)) answers[value.option_id] = value.value;
  return answers;
}

// --- The products with an add call of their own ---

/**
 * The add call of a product only a dedicated flow may add (dedicated-flows.ts), or undefined for a product ordered
 * with the generic form: a generic form for one of them is refused (addgeneric took a Nota Simple, and a located
 * property, with no answers at all).
 */
export function dedicatedAddCall(productId: string): string | undefined {
  return dedicatedFlowOf(productId)?.addCall;
}

// --- Steps and visibility (spec 4) ---

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

/** A gtdate/ltdate condition on the answers: true or false, or null while its date is not answered with a real date. */
function dateConditionHolds(condition: PreviousStep, answers: Answers): boolean | null {
  const answered = parseSpecDate(answers[condition.option_id] ?? '');
  const reference = referenceDay(condition.value);
  if (answered === null || reference === null) return null;
  return condition.op === 'gtdate' ? dayNumber(answered) > reference : dayNumber(answered) < reference;
}

/** One previous_steps condition: eq compares the answer; gtdate/ltdate compare the answered date with the reference. */
export function conditionHolds(product: Pick<Product, 'options'>, condition: PreviousStep, answers: Answers): boolean {
  if (condition.op === 'eq') return answerMatches(product, asList(answers), condition.option_id, condition.value);
  return dateConditionHolds(condition, answers) ?? false;
}

// --- Answers a date decides (spec 3's gtdate/ltdate) ---

/**
 * A choice another answer's date decides: the deed copy's "¿La escritura es anterior al año 2006?" (20025, +35 € for
 * "Sí") by the deed's date (20023), when the buyer gives it. Issue 41: a deed dated 12-ene-2010 answered "Sí, es
 * anterior a 2006" was taken and charged. With the date answered, the wizard derives the choice (`answer`) and the
 * backend refuses a form that contradicts it (`genericFormProblems`): a buyer is never charged for a contradiction.
 * Without the date (the buyer has no deed data) the buyer answers the choice.
 */
interface DateDecided {
  productId: string;
  optionId: string;
  /** The date condition, written as a previous_steps condition of spec 3 (gtdate/ltdate). */
  when: PreviousStep;
  /** The value when the condition holds, and when it does not. */
  holds: string;
  otherwise: string;
}

const DATE_DECIDED: readonly DateDecided[] = [
  {
    productId: PRODUCT_IDS.deedCopy,
    optionId: '20025',
    when: { option_id: '20023', op: 'ltdate', value: '2006-01-01' },
    holds: '40012',
    otherwise: '40013',
  },
];

/** The value the answered date decides for this option, and the date's option; undefined when no date decides it. */
export function decidedByDate(
  option: Pick<ProductOption, 'product_id' | 'option_id'>,
  answers: Answers,
): { value: string; dateOptionId: string } | undefined {
  const rule = DATE_DECIDED.find((candidate) => candidate.productId === option.product_id && candidate.optionId === option.option_id);
  if (rule === undefined) return undefined;
  const holds = dateConditionHolds(rule.when, answers);
  return holds === null ? undefined : { value: holds ? rule.holds : rule.otherwise, dateOptionId: rule.when.option_id };
}

/**
 * The answers with every choice an answered date decides set to what it decides, except the one the buyer just
 * answered (`answered`): a choice against the date stays for the step to show the contradiction (the backend refuses it).
 */
function withDateDecided(product: Pick<Product, 'options'>, answers: Answers, answered: string): Answers {
  let result = answers;
  for (const option of product.options) {
    if (option.option_id === answered) continue;
    const decided = decidedByDate(option, result);
    if (decided !== undefined && result[option.option_id] !== decided.value) result = { ...result, [option.option_id]: decided.value };
  }
  return result;
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
 * A new answer to one option: options listed in its autounset_option_values lose their answers, a choice an answered
 * date decides takes what the date decides, and visibility is applied again.
 */
export function answer(product: Pick<Product, 'options'>, answers: Answers, optionId: string, value: string): Answers {
  const option = product.options.find((candidate) => candidate.option_id === optionId);
  const next = without({ ...answers, [optionId]: value }, option?.autounset_option_values ?? []);
  return applyVisibility(product, withDateDecided(product, next, optionId));
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

/** A value of a form that a later value's autounset_option_values clears, and the option that clears it. */
export interface AutounsetClear {
  index: number;
  by: string;
}

/**
 * spec 3 `autounset_option_values`, over a whole form: its values replayed in the order given (the wizard's: step by
 * step, each step's options in catalogue order), each answer clearing the answers, given before it, of the options its
 * option lists, as `answer` does while the buyer answers. Returns the values so cleared (issue 41: the backend never
 * read the list). A form the wizard sends has none (commitStep leaves them out); the backend refuses one that has.
 */
export function autounsetClears(product: Pick<Product, 'options'>, values: readonly Pick<GenericValue, 'option_id'>[]): AutounsetClear[] {
  const cleared = new Map<number, string>();
  values.forEach((value, position) => {
    const listed = product.options.find((option) => option.option_id === value.option_id)?.autounset_option_values ?? [];
    for (let index = 0; index < position; index += 1) {
      const earlier = values[index];
      if (earlier !== undefined && listed.includes(earlier.option_id) && !cleared.has(index)) cleared.set(index, value.option_id);
    }
  });
  return [...cleared].map(([index, by]) => ({ index, by }));
}

/**
 * spec 4: each answered step appends its values and going back truncates: answering step `step` drops the
 * values of that step and every later one, then appends the step's own; an earlier value an appended answer's
 * autounset_option_values lists is dropped, as the answers lost it (autounsetClears).
 */
export function commitStep(product: StepProduct, values: readonly GenericValue[], step: number, answers: Answers): GenericValue[] {
  const stepOf = (optionId: string) => product.options.find((option) => option.option_id === optionId)?.index ?? 0;
  const committed = [...values.filter((value) => stepOf(value.option_id) < step), ...valuesOfStep(product, step, answers)];
  const cleared = new Set(autounsetClears(product, committed).map((clear) => clear.index));
  return committed.filter((_, index) => !cleared.has(index));
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

/**
 * Every option's answer on one form (the edit dialog, the update of an order), in catalogue order: what the steps
 * would commit, with embedded_hidden options and hidden ones with a previous_steps_default.
 */
export function valuesOfAnswers(product: Pick<Product, 'options'>, answers: Answers): GenericValue[] {
  return product.options.flatMap((option) => {
    const value = (answers[option.option_id] ?? '').trim();
    const kept = option.embedded_hidden || isOptionVisible(product, option, answers) || option.previous_steps_default !== undefined;
    return kept && (value !== '' || option.can_be_empty) ? [toValue(option, value)] : [];
  });
}

// --- Exit, early checkout, redirect, confirmation (spec 4 and 5) ---

/** spec 4: early checkout is ready when the or/and condition over its options matches the answers. */
export function isEarlyCheckoutReady(product: Pick<Product, 'options' | 'conditions_to_earlycheckout'>, answers: Answers): boolean {
  const early = product.conditions_to_earlycheckout;
  if (!early || early.options.length === 0) return false;
  const list = asList(answers);
  const holds = (condition: { option_id: string; value: string }) => answerMatches(product, list, condition.option_id, condition.value);
  return early.type === 'and' ? early.options.every(holds) : early.options.some(holds);
}

/** The answers to options asked on `step` or before it. */
function answersUpTo(product: Pick<Product, 'options'>, answers: Answers, step: number): Answers {
  return Object.fromEntries(
    Object.entries(answers).filter(([optionId]) => {
      const option = product.options.find((candidate) => candidate.option_id === optionId);
      return option !== undefined && option.index <= step;
    }),
  );
}

/**
 * Early checkout is ready on leaving `step`: by the answers to that step and the earlier ones only (an answer
 * typed on a later step, before the buyer came back, does not count), so the wizard and the backend agree on where
 * the flow jumps to the confirmation.
 */
export function isEarlyCheckoutReadyAt(product: Pick<Product, 'options' | 'conditions_to_earlycheckout'>, answers: Answers, step: number) {
  return isEarlyCheckoutReady(product, answersUpTo(product, answers, step));
}

/** The step after which the flow jumps to the confirmation (early checkout), or undefined when it asks every step. */
export function earlyCheckoutStep(product: Pick<Product, 'options' | 'conditions_to_earlycheckout'>, answers: Answers): number | undefined {
  return stepsOf(product).find((step) => isEarlyCheckoutReadyAt(product, answers, step));
}

/** spec 4 and 5: the exit message when every conditions_to_exit pair matches, else null. */
export function exitMessage(product: Pick<Product, 'options' | 'conditions_to_exit'>, answers: Answers): string | null {
  const exit = product.conditions_to_exit;
  if (!exit || exit.conditions.length === 0) return null;
  const list = asList(answers);
  return exit.conditions.every((condition) => answerMatches(product, list, condition.option_id, condition.value)) ? exit.message : null;
}

type RedirectRule = NonNullable<Product['conditions_to_redirect']>[number];

function redirectRule(product: Pick<Product, 'product_id' | 'options' | 'conditions_to_redirect'>, answers: Answers) {
  const list = asList(answers);
  return (product.conditions_to_redirect ?? []).find(
    (candidate) => candidate.product_id_in === product.product_id && answerMatches(product, list, candidate.option_id, candidate.value),
  );
}

/** The product to send the buyer to when a conditions_to_redirect answer matches, else null. */
export function redirectTarget(
  product: Pick<Product, 'product_id' | 'options' | 'conditions_to_redirect'>,
  answers: Answers,
): string | null {
  return redirectRule(product, answers)?.product_id_out ?? null;
}

/**
 * The questions of the confirmation page: questions_on_confirm, plus the early-checkout confirmationOptions when
 * early checkout is ready; visible ones only, in catalogue order.
 */
export function confirmationOptions(
  product: Pick<Product, 'options' | 'questions_on_confirm' | 'conditions_to_earlycheckout'>,
  answers: Answers,
): ProductOption[] {
  const ids = new Set(product.questions_on_confirm ?? []);
  if (isEarlyCheckoutReady(product, answers)) for (const id of product.conditions_to_earlycheckout?.confirmationOptions ?? []) ids.add(id);
  return product.options.filter((option) => ids.has(option.option_id) && isOptionVisible(product, option, answers));
}

// --- One answer (spec 5) ---

/** What is wrong with one answer, named for each side to word: the client in the store's language, the backend in a 400. */
export type AnswerProblem = 'required' | 'date' | 'nipc' | 'plate' | 'phone' | CadastralAnswerProblem;

/** A cadastral reference's wrong part (issue 42): its length, its characters, its first or its second control letter. */
export type CadastralAnswerProblem = 'cadastralLength' | 'cadastralCharacters' | 'cadastralFirstControl' | 'cadastralSecondControl';
const CADASTRAL_PROBLEMS: Record<CadastralReferenceProblem, CadastralAnswerProblem> = {
  length: 'cadastralLength',
  characters: 'cadastralCharacters',
  firstControl: 'cadastralFirstControl',
  secondControl: 'cadastralSecondControl',
};

const passes =
  (rule: (value: string) => boolean, problem: AnswerProblem) =>
  (value: string): AnswerProblem | null =>
    rule(value) ? null : problem;

/**
 * Answers checked beyond being present, by option id (unique across the catalogue): the built-in Portuguese products'
 * NIPC, plate and contact phone (spec 3), and the Certificado catastral's reference with its control letters (issue 42).
 */
const FORMAT_RULES: Record<string, (value: string) => AnswerProblem | null> = {
  [BUILT_IN_OPTION_IDS.nipc]: passes(isNipc, 'nipc'),
  [BUILT_IN_OPTION_IDS.plate]: passes(isMatricula, 'plate'),
  [BUILT_IN_OPTION_IDS.contactPhone]: passes(isPortuguesePhone, 'phone'),
  [IDENTIFIER_OPTION_IDS.cadastralReference]: (value) => {
    const check = checkCadastralReference(value);
    return check.valid ? null : CADASTRAL_PROBLEMS[check.problem];
  },
};

/**
 * The problem of one answer, or null: a required option left empty (spec 5: is_require '1'), a date that is not a real
 * date, or a NIPC, plate or phone of the built-in Portuguese products that is not one. An empty optional answer is none.
 */
export function answerProblem(option: ProductOption, value: string): AnswerProblem | null {
  const typed = value.trim();
  if (typed === '') return option.is_require === '1' ? 'required' : null;
  if (option.type === 'date' && parseSpecDate(typed) === null) return 'date';
  return FORMAT_RULES[option.option_id]?.(typed) ?? null;
}

// --- A whole form (what the backend takes) ---

/** Where a problem of a submitted form is: the product, the form as a whole, its answers as a list, or one answer. */
export type FormPlace =
  | { at: 'product' }
  | { at: 'form' }
  | { at: 'values' }
  | { at: 'value'; index: number; field: 'option_id' | 'product_id' | 'type' | 'value' };

export interface FormProblem {
  place: FormPlace;
  /** In English, naming the option (and the value) at fault, as the backend's 400 says it. */
  message: string;
}

const ANSWER_MESSAGES: Record<Exclude<AnswerProblem, 'required'>, (value: string) => string> = {
  date: (value) => `'${value}' is not a real date (dd-mon-yyyy or d/m/yyyy)`,
  nipc: (value) => `NIPC ${value} is not a valid NIPC (9 digits with its check digit)`,
  plate: (value) => `'${value}' is not a Portuguese number plate (AA-00-00, 00-00-AA, 00-AA-00 or AA-00-AA)`,
  phone: (value) => `'${value}' is not a phone number (9 digits)`,
  cadastralLength: (value) => `cadastral reference '${value}' does not have 20 characters`,
  cadastralCharacters: (value) => `cadastral reference '${value}' has characters other than 18 digits or letters and 2 control letters`,
  cadastralFirstControl: (value) => `cadastral reference '${value}' has a wrong first control letter (its 19th character)`,
  cadastralSecondControl: (value) => `cadastral reference '${value}' has a wrong second control letter (its 20th character)`,
};

/** The problems of each answer alone: an option of this product, answered once, of its type, with values it offers, well formed. */
function valueProblems(product: Pick<Product, 'product_id' | 'options'>, values: readonly GenericValue[]): FormProblem[] {
  const seen = new Set<string>();
  const problems: FormProblem[] = [];
  values.forEach((answered, index) => {
    const at = (field: 'option_id' | 'product_id' | 'type' | 'value', message: string) =>
      problems.push({ place: { at: 'value', index, field }, message });
    const option = product.options.find((candidate) => candidate.option_id === answered.option_id);
    if (option === undefined) return at('option_id', `option ${answered.option_id} is not an option of product ${product.product_id}`);
    if (answered.product_id !== product.product_id) {
      return at('product_id', `option ${option.option_id} is an option of product ${product.product_id}, not ${answered.product_id}`);
    }
    if (seen.has(option.option_id)) return at('option_id', `option ${option.option_id} is answered twice`);
    seen.add(option.option_id);
    if (answered.type !== option.type) return at('type', `option ${option.option_id} is of type ${option.type}`);
    const chosen = chosenValueIds(option, answered.value);
    const repeated = chosen.find((id, position) => chosen.indexOf(id) !== position);
    // Each ticked value is charged (spec 9): a repeat would charge it again and print it again.
    if (repeated !== undefined) return at('value', `value ${repeated} of option ${option.option_id} is ticked twice`);
    const foreign = chosen.find((id) => !option.opt_values.some((offered) => offered.id === id));
    if (foreign !== undefined) return at('value', `${foreign} is not a value of option ${option.option_id}`);
    const problem = answerProblem(option, answered.value);
    if (problem !== null && problem !== 'required') return at('value', ANSWER_MESSAGES[problem](answered.value.trim()));
    return undefined;
  });
  return problems;
}

const matchedPairs = (pairs: readonly { option_id: string; value: string }[]) =>
  pairs.map((pair) => `option ${pair.option_id} = ${pair.value}`).join(' and ');

/**
 * What keeps a submitted generic form from being a complete order of this product on this store, in the order a
 * reader fixes them; empty when the backend may take it. A complete form:
 * 1. is of a product ordered with the generic form (not one only a dedicated flow may add, dedicated-flows.ts) sold on
 *    the store (`stores`);
 * 2. answers only options of the product, each once, of its type, with value ids the option offers (a checkbox
 *    ticks each once), a real date, and the built-in Portuguese products' NIPC, plate and phone well formed;
 * 3. answers no option hidden by its previous_steps (the wizard clears those answers: one present means a client
 *    that asked what the product does not ask, and it could be charged) except with its previous_steps_default,
 *    and an embedded_hidden option only with its default; holds no answer a later answer's autounset_option_values
 *    clears (autounsetClears), and no choice against what an answered date decides (decidedByDate);
 * 4. does not meet the product's exit condition, and no answer sends the buyer to another product (redirect);
 * 5. answers every required option the wizard asks with these answers: the visible required options of each step up
 *    to the step where early checkout becomes ready (all steps when it never does), then the visible required
 *    confirmation questions (questions_on_confirm, and the early checkout's confirmationOptions when it is ready).
 *    An empty answer is no answer; an optional option may be left out or sent empty.
 * Answers to visible options beyond the early-checkout step are taken (the buyer may have typed them before going
 * back); the order of the values does not matter.
 */
export function genericFormProblems(product: Product, values: readonly GenericValue[], storeId: number): FormProblem[] {
  const flow = dedicatedFlowOf(product.product_id);
  if (flow !== undefined) {
    const message = `product ${product.product_id} is sold only by ${flow.name} (${flow.addCall}), not by a generic form`;
    return [{ place: { at: 'product' }, message }];
  }
  if (!isSoldOnStore(product, storeId)) {
    return [{ place: { at: 'product' }, message: `product ${product.product_id} is not sold on store ${storeId}` }];
  }
  const structural = valueProblems(product, values);
  if (structural.length > 0) return structural;
  const unset = autounsetClears(product, values).map(({ index, by }): FormProblem => ({
    place: { at: 'value', index, field: 'option_id' },
    message: `option ${values[index]?.option_id ?? ''} is cleared by the answer to option ${by} (its autounset_option_values): the wizard does not send it`,
  }));
  if (unset.length > 0) return unset;

  const answers = answersOf(values);
  const problems: FormProblem[] = [];
  const asked = applyVisibility(product, answers);
  values.forEach((answered, index) => {
    const option = product.options.find((candidate) => candidate.option_id === answered.option_id);
    if (option === undefined) return;
    const place: FormPlace = { at: 'value', index, field: 'value' };
    if (asked[option.option_id] !== answered.value) {
      const fallback = option.previous_steps_default;
      problems.push({
        place,
        message:
          fallback === undefined
            ? `option ${option.option_id} is not asked with these answers (its previous_steps do not hold)`
            : `option ${option.option_id} is not asked with these answers and takes its previous_steps_default '${fallback}'`,
      });
    } else if (option.embedded_hidden && option.default !== undefined && answered.value.trim() !== option.default) {
      problems.push({ place, message: `option ${option.option_id} is not asked: it travels with its default '${option.default}'` });
    }
  });
  if (problems.length > 0) return problems;
  const contradictions = dateContradictions(product, values, answers);
  if (contradictions.length > 0) return contradictions;

  const exit = exitMessage(product, answers);
  if (exit !== null) {
    const pairs = product.conditions_to_exit?.conditions ?? [];
    return [{ place: { at: 'form' }, message: `${matchedPairs(pairs)} end this product's flow: ${exit}` }];
  }
  const redirect = redirectRule(product, answers);
  if (redirect !== undefined) return [redirectProblem(redirect, values)];

  return missingAnswers(product, answers);
}

/** Choices against what an answered date decides (decidedByDate), named with the date's option and answer. */
function dateContradictions(product: Product, values: readonly GenericValue[], answers: Answers): FormProblem[] {
  return values.flatMap((answered, index): FormProblem[] => {
    const option = product.options.find((candidate) => candidate.option_id === answered.option_id);
    const decided = option === undefined ? undefined : decidedByDate(option, answers);
    if (decided === undefined || decided.value === answered.value.trim()) return [];
    const date = (answers[decided.dateOptionId] ?? '').trim();
    return [
      {
        place: { at: 'value', index, field: 'value' },
        message: `option ${answered.option_id} = ${answered.value.trim()} contradicts option ${decided.dateOptionId} = ${date}: that date makes it ${decided.value}`,
      },
    ];
  });
}

function redirectProblem(rule: RedirectRule, values: readonly GenericValue[]): FormProblem {
  const index = values.findIndex((value) => value.option_id === rule.option_id);
  return {
    place: { at: 'value', index, field: 'value' },
    message: `option ${rule.option_id} = ${rule.value} sends the buyer to product ${rule.product_id_out}, ordered in its own flow`,
  };
}

/** The required options the wizard asks with these answers that are left unanswered (point 5 above). */
function missingAnswers(product: Product, answers: Answers): FormProblem[] {
  const lastStep = earlyCheckoutStep(product, answers) ?? STEP_SCAN_LIMIT;
  const onSteps = stepsOf(product)
    .filter((step) => step <= lastStep)
    .flatMap((step) => product.options.filter((option) => onItsStep(product, option, step) && isOptionVisible(product, option, answers)));
  const required = [...onSteps, ...confirmationOptions(product, answers)].filter((option) => option.is_require === '1');
  return required
    .filter((option, position) => required.indexOf(option) === position && (answers[option.option_id] ?? '').trim() === '')
    .map((option) => ({ place: { at: 'values' }, message: `option ${option.option_id} is required` }));
}
