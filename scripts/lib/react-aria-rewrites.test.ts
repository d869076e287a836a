import { describe, expect, test } from 'vitest';
import { ARIA_LOCALES } from '../../client/src/i18n/aria-locales.ts';
import { REACT_ARIA_REWRITES, withRewrite } from './react-aria-rewrites.ts';
import { evaluatedBeside, installedModule } from './react-aria-rewrites-testing.ts';

/** Intl.Locale counting the locales created until restored. */
function countedLocales(): { created: number; restore(): void } {
  const original = Intl.Locale;
  const counter = { created: 0, restore: () => Object.defineProperty(Intl, 'Locale', { value: original }) };
  Object.defineProperty(Intl, 'Locale', {
    configurable: true,
    writable: true,
    value: class extends original {
      constructor(...args: ConstructorParameters<typeof Intl.Locale>) {
        super(...args);
        counter.created += 1;
      }
    },
  });
  return counter;
}

describe('[performance] React Aria checks Intl without loading its locale data when its modules are evaluated (issue 25)', () => {
  test('the installed default-locale module is the one the build rewrites, and its check becomes Intl.getCanonicalLocales', () => {
    const { cheap } = installedModule('react-aria/dist/private/i18n/useDefaultLocale.mjs');
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

  test('the default locale is computed when a component first asks for it, not when the module is evaluated', async () => {
    const { id, code, cheap: lazy } = installedModule('react-aria/dist/private/i18n/useDefaultLocale.mjs');
    const locales = countedLocales();
    try {
      // beside the original, so its relative imports resolve; evaluated once as installed and once rewritten
      const asInstalled = await evaluatedBeside<{ getDefaultLocale(): unknown }>(id, code, 'installed');
      expect(locales.created).toBeGreaterThan(0); // the check of the test: the installed module asks Intl when evaluated
      locales.created = 0;
      const rewritten = await evaluatedBeside<{ getDefaultLocale(): unknown }>(id, lazy, 'rewritten');
      expect(locales.created).toBe(0);
      expect(rewritten.getDefaultLocale()).toEqual(asInstalled.getDefaultLocale());
      expect(locales.created).toBeGreaterThan(0);
    } finally {
      locales.restore();
    }
  });

  test("the stores' locales are left-to-right without asking Intl, and any other locale is asked as before", async () => {
    const { id, code, cheap } = installedModule('react-aria/dist/private/i18n/utils.mjs');
    const locales = countedLocales();
    try {
      const asInstalled = await evaluatedBeside<{ isRTL(locale: string): boolean }>(id, code, 'installed');
      const rewritten = await evaluatedBeside<{ isRTL(locale: string): boolean }>(id, cheap, 'rewritten');
      for (const locale of Object.values(ARIA_LOCALES)) {
        expect(asInstalled.isRTL(locale)).toBe(false); // the check of the test: Intl says the same
        locales.created = 0;
        expect(rewritten.isRTL(locale)).toBe(false);
        expect(locales.created).toBe(0);
      }
      for (const locale of ['ar-EG', 'he-IL', 'pa-PK', 'es-419']) {
        locales.created = 0;
        expect(rewritten.isRTL(locale)).toBe(asInstalled.isRTL(locale));
        expect(locales.created).toBeGreaterThan(0);
      }
    } finally {
      locales.restore();
    }
  });

  test('the installed number formatter no longer creates a de-DE NumberFormat when it is evaluated', () => {
    const { cheap } = installedModule('@internationalized/number/dist/private/NumberFormatter.mjs');
    expect(cheap).not.toContain("new Intl.NumberFormat('de-DE'");
    expect(cheap).toContain("typeof Intl.NumberFormat.prototype.formatRange === 'function'");
  });

  test('where the cheap sign check says yes, signDisplay is supported, as the costly check would have said', () => {
    const costly = new Intl.NumberFormat('de-DE', { signDisplay: 'exceptZero' }).resolvedOptions().signDisplay === 'exceptZero';
    const cheap = typeof Intl.NumberFormat.prototype.formatRange === 'function';
    expect(cheap).toBe(true);
    expect(costly).toBe(true);
  });

  test('a React Aria without the code a rewrite is about fails the build loudly rather than going unnoticed', () => {
    for (const rewrite of Object.values(REACT_ARIA_REWRITES)) {
      expect(() => withRewrite(rewrite, 'export const x = 1;', 'module.mjs')).toThrow(/React Aria was upgraded/);
    }
  });
});
