import { describe, expect, test } from 'vitest';
import type { Message, MessageTable, PluralText } from './define-messages.ts';

/** Every table of the client: the shared one and each feature's messages.ts. */
const modules = import.meta.glob<Record<string, MessageTable>>('../**/messages.ts', { eager: true });
const tables = Object.entries(modules).flatMap(([file, exports]) =>
  Object.entries(exports).map(([name, table]) => ({ name: `${file} ${name}`, table })),
);
const messages = tables.flatMap(({ name, table }) =>
  Object.entries(table).map(([key, message]): [string, Message] => [`${name}.${key}`, message]),
);

const forms = (text: string | PluralText) => (typeof text === 'string' ? [text] : Object.values(text));
const placeholders = (text: string | PluralText) =>
  new Set(forms(text).flatMap((form) => [...form.matchAll(/\{(\w+)\}/g)].map((match) => match[1])));

/**
 * What a Spanish text says once case, punctuation, symbols and spacing are set aside: 'Precio: {price}.' and
 * 'precio {price}' say the same. Two tables that say the same should share one key of the shared table.
 */
const said = (text: string | PluralText) =>
  forms(text)
    .map((form) =>
      form
        .normalize('NFC')
        .toLocaleLowerCase('es')
        .replace(/[\p{P}\p{S}\s]+/gu, ' ')
        .trim(),
    )
    .join(' | ');

/** The keys of different tables whose Spanish says the same, as `first = second` pairs. */
function sameSpanishAcrossTables(named: readonly { name: string; table: MessageTable }[]): string[] {
  const first = new Map<string, { name: string; key: string }>();
  const repeats: string[] = [];
  for (const { name, table } of named)
    for (const [key, message] of Object.entries(table)) {
      const words = said(message.es);
      const earlier = first.get(words);
      if (earlier === undefined) first.set(words, { name, key });
      else if (earlier.name !== name) repeats.push(`${earlier.name}.${earlier.key} = ${name}.${key}`);
    }
  return repeats;
}

describe('every message table', () => {
  test('[i18n] finds the shared table and every feature table', () => {
    expect(tables.length).toBeGreaterThanOrEqual(10);
  });

  test('[i18n] no text is empty', () => {
    for (const [key, message] of messages)
      for (const text of Object.values(message)) for (const form of forms(text)) expect(form.trim(), key).not.toBe('');
  });

  test('[i18n] a message has the same placeholders in its three languages', () => {
    for (const [key, { es, pt, en }] of messages) {
      expect(placeholders(pt), key).toEqual(placeholders(es));
      expect(placeholders(en), key).toEqual(placeholders(es));
    }
  });

  test('[i18n] a Spanish text is written in one table: two tables never say the same, give or take case and punctuation', () => {
    expect(sameSpanishAcrossTables(tables)).toEqual([]);
  });

  test('[i18n] the check sees through case, punctuation and spacing, and leaves one table its own variants', () => {
    const adding = { es: 'Añadiendo a la cesta…', pt: 'A adicionar ao carrinho…', en: 'Adding to your cart…' };
    const price = { es: 'Precio: {price}', pt: 'Preço: {price}', en: 'Price: {price}' };
    const shared = { adding, price, urban: { es: 'Urbano', pt: 'Urbano', en: 'Urban' } };
    const feature = {
      adding: { ...adding, en: 'Adding to the cart…' },
      price: { es: ' precio  {price}.', pt: 'Preço: {price}.', en: 'Price: {price}.' },
      urbanAdjective: { es: 'urbano', pt: 'urbano', en: 'urban' },
      added: { es: 'Añadido a la cesta', pt: 'Adicionado ao carrinho', en: 'Added to your cart' },
    };
    expect(
      sameSpanishAcrossTables([
        { name: 'shared', table: shared },
        { name: 'feature', table: feature },
        {
          name: 'property',
          table: {
            rustic: { es: 'Rústico', pt: 'Rústico', en: 'Rustic' },
            rusticAdjective: { es: 'rústico', pt: 'rústico', en: 'rustic' },
          },
        },
      ]),
    ).toEqual(['shared.adding = feature.adding', 'shared.price = feature.price', 'shared.urban = feature.urbanAdjective']);
  });

  test('[i18n] the same words are written once: no two keys hold the same three texts', () => {
    const seen = new Map<string, string>();
    for (const [key, { es, pt, en }] of messages) {
      const words = JSON.stringify([es, pt, en]);
      expect(seen.get(words), `${key} repeats ${words}`).toBeUndefined();
      seen.set(words, key);
    }
  });
});
