import type { Plugin } from 'vite';

/** React Aria's module that reads the browser's default locale when it is evaluated. */
export const DEFAULT_LOCALE_MODULE = /react-aria\/dist\/private\/i18n\/useDefaultLocale\.mjs$/;

/** The call it checks the browser's language with; its answer is not used, only whether it throws. */
const SUPPORTED_LOCALES_CALL = 'Intl.DateTimeFormat.supportedLocalesOf(';

/**
 * React Aria's default-locale module with its check of the browser's language made cheap (issue 25). The module runs
 * `Intl.DateTimeFormat.supportedLocalesOf([navigator.language])` when it is evaluated, with every page's start, only
 * to fall back to en-US when the language is not a valid locale tag (the answer is discarded). Asking the date
 * formatter which locales it supports builds its whole list of locales: 10-20 ms of the main thread here, four times
 * that on a slow phone, on pages that format no date. `Intl.getCanonicalLocales` throws for exactly the invalid tags,
 * the same RangeError, and costs 0.1 ms. The app gives React Aria its locale anyway (es-ES, pt-PT, en-GB); the
 * default matters only where a component has no provider above it.
 */
export function withCheapLocaleCheck(code: string, id: string): string {
  if (!code.includes(SUPPORTED_LOCALES_CALL)) {
    throw new Error(`${id} no longer calls ${SUPPORTED_LOCALES_CALL}: see scripts/lib/react-aria-locale.ts (React Aria was upgraded)`);
  }
  return code.replaceAll(SUPPORTED_LOCALES_CALL, 'Intl.getCanonicalLocales(');
}

/** The build (and the dev server) with React Aria's default-locale check made cheap (withCheapLocaleCheck). */
export function reactAriaLocalePlugin(): Plugin {
  return {
    name: 'storefront-react-aria-locale',
    transform(code, id) {
      if (!DEFAULT_LOCALE_MODULE.test(id.split('?')[0] ?? id)) return null;
      return { code: withCheapLocaleCheck(code, id), map: null };
    },
  };
}
