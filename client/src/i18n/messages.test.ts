import { describe, expect, test } from 'vitest';
import { defineMessages, format, messages, translate } from './messages.ts';

describe('messages', () => {
  test('[i18n] every language has every key, none empty', () => {
    const keys = Object.keys(messages.es).sort();
    for (const language of ['pt', 'en'] as const) expect(Object.keys(messages[language]).sort()).toEqual(keys);
    for (const table of Object.values(messages)) for (const text of Object.values(table)) expect(text.trim()).not.toBe('');
  });

  test('[i18n] the spec copy is verbatim', () => {
    expect(translate('es', 'header.requestNote')).toBe('Solicitar Nota Simple');
    expect(translate('en', 'error.callFailed')).toBe('Something bad happened; please try again later.');
    expect(translate('es', 'services.requestProduct', { name: 'Certificado energético' })).toBe('Solicitar Certificado energético');
  });

  test('[i18n] a missing parameter stays visible instead of printing undefined', () => {
    expect(translate('en', 'cart.buttonLabel')).toBe('Cart, {count} items');
  });
});

describe('feature messages', () => {
  test('[i18n] defineMessages keeps the three tables and format fills their placeholders', () => {
    const text = defineMessages({ es: { hi: 'Hola {name}' }, pt: { hi: 'Olá {name}' }, en: { hi: 'Hi {name}' } });
    expect(format(text.pt.hi, { name: 'Ana' })).toBe('Olá Ana');
  });
});
