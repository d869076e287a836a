import { describe, expect, test } from 'vitest';
import { translator } from './define-messages.ts';
import { messages } from './messages.ts';

describe('shared messages', () => {
  test('[i18n] the spec copy is verbatim', () => {
    expect(translator(messages, 'es')('common.requestNote')).toBe('Solicitar Nota Simple');
    expect(translator(messages, 'en')('error.callFailed')).toBe('Something bad happened; please try again later.');
    expect(translator(messages, 'es')('common.checkout')).toBe('Finalizar compra');
  });

  test("[i18n] the spec's option errors are shared by every flow", () => {
    expect(translator(messages, 'es')('error.write')).toBe('Por favor, escribe el dato');
    expect(translator(messages, 'es')('error.choose')).toBe('Por favor, selecciona una opción');
  });
});
