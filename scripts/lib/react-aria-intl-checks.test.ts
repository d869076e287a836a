import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { INTL_CHECKS, withCheapIntlCheck } from './react-aria-intl-checks.ts';

/** An installed module as the build reads it (react-aria-components' own React Aria and number formatter). */
function installedModule(path: string): { id: string; code: string } {
  const id = join(import.meta.dirname, '../../node_modules', path);
  return { id, code: readFileSync(id, 'utf8') };
}

describe('[performance] React Aria checks Intl without loading its locale data when its modules are evaluated (issue 25)', () => {
  test('the installed default-locale module is the one the build rewrites, and its check becomes Intl.getCanonicalLocales', () => {
    const { id, code } = installedModule('react-aria/dist/private/i18n/useDefaultLocale.mjs');
    expect(INTL_CHECKS.defaultLocale.module.test(id.replaceAll('\\', '/'))).toBe(true);
    const cheap = withCheapIntlCheck(INTL_CHECKS.defaultLocale, code, id);
    expect(cheap).not.toContain('supportedLocalesOf');
    expect(cheap).toContain('Intl.getCanonicalLocales([');
  });

  test('the cheap locale check refuses exactly what the old one refused: an invalid tag falls back to en-US either way', () => {
    for (const tag of ['es-ES', 'pt-PT', 'en-GB', 'zh-Hant-TW']) {
      expect(() => Intl.getCanonicalLocales([tag])).not.toThrow();
      expect(() => Intl.DateTimeFormat.supportedLocalesOf([tag])).not.toThrow();
    }
    for (const tag of ['', 'not a locale', 'en_US', '123']) {
      expect(() => Intl.getCanonicalLocales([tag])).toThrow(RangeError);
      expect(() => Intl.DateTimeFormat.supportedLocalesOf([tag])).toThrow(RangeError);
    }
  });

  test('the installed number formatter no longer creates a de-DE NumberFormat when it is evaluated', () => {
    const { id, code } = installedModule('@internationalized/number/dist/private/NumberFormatter.mjs');
    expect(INTL_CHECKS.signDisplay.module.test(id.replaceAll('\\', '/'))).toBe(true);
    const cheap = withCheapIntlCheck(INTL_CHECKS.signDisplay, code, id);
    expect(cheap).not.toContain("new Intl.NumberFormat('de-DE'");
    expect(cheap).toContain("typeof Intl.NumberFormat.prototype.formatRange === 'function'");
  });

  test('where the cheap sign check says yes, signDisplay is supported, as the costly check would have said', () => {
    const costly = new Intl.NumberFormat('de-DE', { signDisplay: 'exceptZero' }).resolvedOptions().signDisplay === 'exceptZero';
    const cheap = typeof Intl.NumberFormat.prototype.formatRange === 'function';
    expect(cheap).toBe(true);
    expect(costly).toBe(true);
  });

  test('a React Aria without the check it rewrites fails the build loudly rather than going unnoticed', () => {
    for (const check of Object.values(INTL_CHECKS)) {
      expect(() => withCheapIntlCheck(check, 'export const x = 1;', 'module.mjs')).toThrow(/React Aria was upgraded/);
    }
  });
});
