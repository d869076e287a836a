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
