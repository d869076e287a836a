import { type AnswerProblem, type Answers, answerProblem, decidedByDate } from '#contracts/rules/generic-product-rules.ts';
import { CHOICE_OPTION_TYPES } from '#contracts/constants/option-types.ts';
import { chosenValueIds } from '#contracts/rules/pricing.ts';
import type { ProductOption } from '#contracts/api/product.ts';

/**
 * The generic flow's words: what the buyer is told about an answer and how an answer prints. The rules themselves
 * (visibility, steps, early checkout, exit, redirect, what an answer must be) are contracts/src/rules/generic-product-rules.ts,
 * which the fake backend runs on the same form (issue 23).
 */

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
  /** A cadastral reference's wrong part (issue 42): its length, its characters, the first or the second control letter. */
  cadastralLength: string;
  cadastralCharacters: string;
  cadastralFirstControl: string;
  cadastralSecondControl: string;
  /** A choice against what the answered date decides (the deed copy's pre-2006 answer, issue 41). */
  againstDate: (date: string) => string;
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

const FORMAT_TEXTS = {
  date: 'invalidDate',
  nipc: 'invalidNipc',
  plate: 'invalidPlate',
  phone: 'invalidPhone',
  cadastralLength: 'cadastralLength',
  cadastralCharacters: 'cadastralCharacters',
  cadastralFirstControl: 'cadastralFirstControl',
  cadastralSecondControl: 'cadastralSecondControl',
} as const satisfies Record<Exclude<AnswerProblem, 'required'>, keyof OptionErrorTexts>;

/**
 * The error of one option, worded for the buyer: the rule's problem (answerProblem: a required option left empty, a
 * date that is not a real date, a NIPC, plate or phone that is not one) in the option's own error text or the store's
 * language. A searched option left with text typed but no suggestion picked says that text is not in the list,
 * required or not (the buyer meant to answer it).
 */
export function optionError(option: ProductOption, value: string, texts: OptionErrorTexts, typedSearch = ''): string | undefined {
  if (value.trim() === '' && typedSearch.trim() !== '' && isSearchedOptionType(option.type))
    return texts.notInList(option.type, typedSearch.trim());
  const problem = answerProblem(option, value);
  if (problem === null) return undefined;
  if (problem === 'required') return option.error ?? (CHOICE_OPTION_TYPES.includes(option.type) ? texts.choose : texts.write);
  return texts[FORMAT_TEXTS[problem]];
}

export function optionErrors(
  options: readonly ProductOption[],
  answers: Answers,
  texts: OptionErrorTexts,
  typedSearches: TypedSearches = {},
): Record<string, string | undefined> {
  return Object.fromEntries(
    options.map((option) => {
      const value = answers[option.option_id] ?? '';
      const decided = decidedByDate(option, answers);
      const against = decided !== undefined && value.trim() !== '' && value.trim() !== decided.value;
      const error = against ? texts.againstDate((answers[decided.dateOptionId] ?? '').trim()) : undefined;
      return [fieldIdOf(option), error ?? optionError(option, value, texts, typedSearches[option.option_id])];
    }),
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
