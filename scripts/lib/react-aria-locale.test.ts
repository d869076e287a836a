import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { DEFAULT_LOCALE_MODULE, withCheapLocaleCheck } from './react-aria-locale.ts';

/** The installed React Aria's default-locale module (react-aria-components' own React Aria), as the build reads it. */
function installedModule(): { id: string; code: string } {
  const id = join(import.meta.dirname, '../../node_modules/react-aria/dist/private/i18n/useDefaultLocale.mjs');
  return { id, code: readFileSync(id, 'utf8') };
}

describe('[performance] React Aria checks the browser language without building the date formatter’s locale list (issue 25)', () => {
  test('the installed module is the one the build rewrites, and its check becomes Intl.getCanonicalLocales', () => {
    const { id, code } = installedModule();
    expect(DEFAULT_LOCALE_MODULE.test(id.replaceAll('\\', '/'))).toBe(true);
    const cheap = withCheapLocaleCheck(code, id);
    expect(cheap).not.toContain('supportedLocalesOf');
    expect(cheap).toContain('Intl.getCanonicalLocales([');
  });

  test('the cheap check refuses exactly what the old one refused: an invalid tag falls back to en-US either way', () => {
    for (const tag of ['es-ES', 'pt-PT', 'en-GB', 'zh-Hant-TW']) {
      expect(() => Intl.getCanonicalLocales([tag])).not.toThrow();
      expect(() => Intl.DateTimeFormat.supportedLocalesOf([tag])).not.toThrow();
    }
    for (const tag of ['', 'not a locale', 'en_US', '123']) {
      expect(() => Intl.getCanonicalLocales([tag])).toThrow(RangeError);
      expect(() => Intl.DateTimeFormat.supportedLocalesOf([tag])).toThrow(RangeError);
    }
  });

  test('a React Aria that no longer makes the call fails the build loudly rather than going unnoticed', () => {
    expect(() => withCheapLocaleCheck('export const x = 1;', 'useDefaultLocale.mjs')).toThrow(/React Aria was upgraded/);
  });
});
