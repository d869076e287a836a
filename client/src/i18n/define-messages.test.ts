import { describe, expect, test } from 'vitest';
import { defineMessages, translator } from './define-messages.ts';

const table = defineMessages({
  buy: { es: 'Comprar', pt: 'Comprar', en: 'Buy' },
  editItem: { es: 'Editar {name}', pt: 'Editar {name}', en: 'Edit {name}' },
  cartCount: {
    es: { one: 'Cesta, {count} producto', other: 'Cesta, {count} productos' },
    pt: { one: 'Carrinho, {count} produto', other: 'Carrinho, {count} produtos' },
    en: { one: 'Cart, {count} item', other: 'Cart, {count} items' },
  },
});

describe('defineMessages and translator', () => {
  test('[i18n] a message is read in the store language and its placeholders are filled', () => {
    expect(translator(table, 'es')('buy')).toBe('Comprar');
    expect(translator(table, 'pt')('editItem', { name: 'Nota Simple' })).toBe('Editar Nota Simple');
    expect(translator(table, 'en')('editItem', { name: 'Nota Simple' })).toBe('Edit Nota Simple');
  });

  test.each([
    ['es', 0, 'Cesta, 0 productos'],
    ['es', 1, 'Cesta, 1 producto'],
    ['es', 2, 'Cesta, 2 productos'],
    ['pt', 0, 'Carrinho, 0 produtos'],
    ['pt', 1, 'Carrinho, 1 produto'],
    ['pt', 2, 'Carrinho, 2 produtos'],
    ['en', 0, 'Cart, 0 items'],
    ['en', 1, 'Cart, 1 item'],
    ['en', 2, 'Cart, 2 items'],
  ] as const)('[i18n] a count text in %s with %i picks its plural form by Intl.PluralRules', (language, count, expected) => {
    expect(translator(table, language)('cartCount', { count })).toBe(expected);
  });

  test('[i18n] a plural category the message does not give falls back to other', () => {
    const onlyOther = defineMessages({
      n: { es: { other: '{count} veces' }, pt: { other: '{count} vezes' }, en: { other: '{count} times' } },
    });
    expect(translator(onlyOther, 'es')('n', { count: 1 })).toBe('1 veces');
  });

  test('[i18n] a missing parameter stays visible instead of printing undefined', () => {
    // @ts-expect-error the placeholder {name} is required
    expect(translator(table, 'en')('editItem')).toBe('Edit {name}');
  });

  test('[i18n] the types reject a missing language, an unknown key and wrong placeholders', () => {
    // @ts-expect-error every message has its three languages
    defineMessages({ buy: { es: 'Comprar', pt: 'Comprar' } });
    const text = translator(table, 'es');
    // @ts-expect-error an unknown key
    text('sell');
    // @ts-expect-error a misspelled placeholder
    text('editItem', { nmae: 'Ana' });
    // @ts-expect-error a count text needs its count, as a number
    text('cartCount', { count: '3' });
    // @ts-expect-error a message without placeholders takes no parameters
    text('buy', { name: 'Ana' });
    expect(text('buy')).toBe('Comprar');
  });
});
