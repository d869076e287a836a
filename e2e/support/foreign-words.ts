import { type Page, expect } from '@playwright/test';
import type { MessageTable } from '../../client/src/i18n/define-messages.ts';
import { messages } from '../../client/src/i18n/messages.ts';
import { accountText } from '../../client/src/features/account/messages.ts';
import { cartText } from '../../client/src/features/cart/messages.ts';
import { customerText } from '../../client/src/features/customer/messages.ts';
import { paymentText } from '../../client/src/features/payment/messages.ts';
import { propertyText } from '../../client/src/features/portugal-property/messages.ts';
import { productText } from '../../client/src/features/product/messages.ts';
import { servicesText } from '../../client/src/features/services/messages.ts';
import { wizardText } from '../../client/src/wizard/messages.ts';
import { footerText } from '../../client/src/app/layout/messages.ts';
import { legalText } from '../../client/src/features/legal/messages.ts';
import type { LegalBlock, LegalTexts } from '../../client/src/features/legal/texts/legal-document.ts';
import { texts as spanishLegalTexts } from '../../client/src/features/legal/texts/es.ts';
import { texts as portugueseLegalTexts } from '../../client/src/features/legal/texts/pt.ts';
import { texts as englishLegalTexts } from '../../client/src/features/legal/texts/en.ts';
import type { Language } from '#contracts/constants/stores.ts';
import { OPERATING_COMPANIES } from '../../client/src/lib/operating-company.ts';

/** Every message table a buyer of a Portuguese store can meet (the Spanish-only flows' tables are left out). */
const TABLES: MessageTable[] = [
  messages,
  accountText,
  cartText,
  customerText,
  paymentText,
  propertyText,
  productText,
  servicesText,
  wizardText,
  footerText,
  legalText,
];

const wordsOf = (text: string): string[] =>
  text
    .replace(/\{\w+\}/g, ' ')
    .toLowerCase()
    .split(/[^\p{L}]+/u)
    .filter((word) => word.length >= 3);

function textsIn(table: MessageTable, language: 'es' | 'pt' | 'en'): string[] {
  return Object.values(table).flatMap((message) => {
    const text = message[language];
    return typeof text === 'string' ? [text] : Object.values(text);
  });
}

/**
 * The words of the es and en catalogues that no Portuguese text uses ('cesta', 'checkout', 'your'): one of them on
 * a Portuguese store's screen is a text that was not translated.
 */
export function foreignWords(): Set<string> {
  const portuguese = new Set(TABLES.flatMap((table) => textsIn(table, 'pt')).flatMap(wordsOf));
  const others = TABLES.flatMap((table) => [...textsIn(table, 'es'), ...textsIn(table, 'en')]).flatMap(wordsOf);
  return new Set(others.filter((word) => !portuguese.has(word)));
}

/** Words Portuguese buyers read as their own although the Portuguese texts do not happen to use them. */
const SHARED_WORDS = ['online'];

const FOREIGN = new Set([...foreignWords()].filter((word) => !SHARED_WORDS.includes(word)));

/** Fails when the page shows a Spanish-only or English-only word of the catalogues; names the screen and the words. */
export async function expectOnlyPortuguese(page: Page, screen: string): Promise<void> {
  // The buyer's own data is not copy: e-mail addresses are left out.
  const shown = (await page.locator('body').innerText()).replace(/\S+@\S+/g, ' ');
  const found = [...new Set(wordsOf(shown).filter((word) => FOREIGN.has(word)))];
  expect(found, `Spanish-only or English-only words on ${screen}`).toEqual([]);
}

/** The legal pages' texts (decision 022): every page's words, per language. */
const LEGAL_TEXTS: Record<Language, LegalTexts> = { es: spanishLegalTexts, pt: portugueseLegalTexts, en: englishLegalTexts };
const blockTexts = (block: LegalBlock): string[] =>
  typeof block === 'string'
    ? [block]
    : 'list' in block
      ? [...block.list]
      : 'table' in block
        ? [...block.table.head, ...block.table.rows.flat()]
        : [];
const legalTextsIn = (language: Language): string[] =>
  Object.values(LEGAL_TEXTS[language].documents).flatMap(({ intro, sections }) => [
    ...intro.flatMap(blockTexts),
    ...sections.flatMap((section) => [section.heading, ...section.blocks.flatMap(blockTexts)]),
  ]);

const LANGUAGES: Language[] = ['es', 'pt', 'en'];
const wordsIn = (language: Language): Set<string> =>
  new Set([...TABLES.flatMap((table) => textsIn(table, language)), ...legalTextsIn(language)].flatMap(wordsOf));

/** The operating companies' names and addresses ('Madrid', 'Lisboa') are data, shown as they are in every language. */
const COMPANY_WORDS = new Set(
  OPERATING_COMPANIES.flatMap((company) => [
    company.legalName,
    company.taxIdLabel,
    company.street,
    company.city,
    company.country,
    company.registry,
  ]).flatMap(wordsOf),
);

/** For each language, the words only the other languages' texts (catalogues and legal pages) use. */
const FOREIGN_TO = Object.fromEntries(
  LANGUAGES.map((language) => {
    const own = wordsIn(language);
    const others = LANGUAGES.filter((other) => other !== language).flatMap((other) => [...wordsIn(other)]);
    return [language, new Set(others.filter((word) => !own.has(word) && !SHARED_WORDS.includes(word) && !COMPANY_WORDS.has(word)))];
  }),
) as Record<Language, Set<string>>;

/** Fails when the page shows a word that only another language's texts use; names the screen and the words. */
export async function expectOnlyLanguage(page: Page, language: Language, screen: string): Promise<void> {
  const shown = (await page.locator('body').innerText()).replace(/\S+@\S+/g, ' ');
  const found = [...new Set(wordsOf(shown).filter((word) => FOREIGN_TO[language].has(word)))];
  expect(found, `words of another language than ${language} on ${screen}`).toEqual([]);
}
