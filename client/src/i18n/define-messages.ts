import type { Language } from '#contracts/constants/stores.ts';

/** A text that depends on a number: the CLDR categories the language needs, chosen by the `count` parameter. */
export type PluralText = Readonly<Partial<Record<Intl.LDMLPluralRule, string>> & { other: string }>;

/** One message in the three languages, side by side: a missing language is a type error. */
export type Message = Readonly<Record<Language, string | PluralText>>;

export type MessageTable = Readonly<Record<string, Message>>;

type PlaceholdersIn<S> = S extends `${string}{${infer Name}}${infer Rest}` ? Name | PlaceholdersIn<Rest> : never;
type TextsOf<M extends Message> = M[Language] extends infer T ? (T extends PluralText ? T[keyof T] : T) : never;
type IsPlural<M extends Message> = [Extract<M[Language], PluralText>] extends [never] ? false : true;

/** `{name}` placeholders of a message in any of its languages; a plural message always takes `count`. */
type Placeholders<M extends Message> = PlaceholdersIn<TextsOf<M>> | (IsPlural<M> extends true ? 'count' : never);

export type MessageParams<M extends Message> = {
  readonly [P in Placeholders<M>]: P extends 'count' ? (IsPlural<M> extends true ? number : string | number) : string | number;
};

/** Keys whose message takes no parameters: the ones a route or a prop can pass around as a label. */
export type PlainKey<T extends MessageTable> = {
  [K in keyof T & string]: [Placeholders<T[K]>] extends [never] ? K : never;
}[keyof T & string];

/** `text('key')` or `text('key', { name: 'Ana' })`; an unknown key, a missing or a misspelled placeholder is a type error. */
export interface Translate<T extends MessageTable> {
  (key: PlainKey<T>): string;
  <K extends Exclude<keyof T & string, PlainKey<T>>>(key: K, params: MessageParams<T[K]>): string;
}

/**
 * A table of texts, each message with its three languages side by side:
 * `defineMessages({ buy: { es: 'Comprar', pt: 'Comprar', en: 'Buy' } })`, read with `useMessages(table)`.
 * A count text gives its plural forms: `{ es: { one: '{count} producto', other: '{count} productos' }, ... }`.
 */
export function defineMessages<const T extends Record<string, Message>>(table: T): T {
  return table;
}

/** Portuguese stores are in Portugal: pt-PT says '0 produtos', where pt (Brazil) would say '0 produto'. */
const PLURAL_LOCALES: Record<Language, string> = { es: 'es', pt: 'pt-PT', en: 'en' };
const pluralRules = new Map<Language, Intl.PluralRules>();

function pluralCategory(language: Language, count: number): Intl.LDMLPluralRule {
  let rules = pluralRules.get(language);
  if (!rules) pluralRules.set(language, (rules = new Intl.PluralRules(PLURAL_LOCALES[language])));
  return rules.select(count);
}

/** Fills `{name}` placeholders (a missing one stays visible instead of printing undefined) and picks the plural form. */
export function format(language: Language, text: string | PluralText, params: Readonly<Record<string, string | number>> = {}): string {
  const template = typeof text === 'string' ? text : (text[pluralCategory(language, Number(params['count']))] ?? text.other);
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => String(params[name] ?? whole));
}

/** The table's texts in one language. */
export function translator<T extends MessageTable>(table: T, language: Language): Translate<T> {
  const messages: Readonly<Record<string, Message>> = table;
  // The overloads of Translate are checked at the call sites; here a key is a string (an unknown one shows as itself).
  return ((key: string, params?: Readonly<Record<string, string | number>>) => {
    const message = messages[key];
    return message === undefined ? key : format(language, message[language], params);
  }) as Translate<T>;
}
