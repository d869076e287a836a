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

  test('[i18n] the same words are written once: no two keys hold the same three texts', () => {
    const seen = new Map<string, string>();
    for (const [key, { es, pt, en }] of messages) {
      const words = JSON.stringify([es, pt, en]);
      expect(seen.get(words), `${key} repeats ${words}`).toBeUndefined();
      seen.set(words, key);
    }
  });
});
