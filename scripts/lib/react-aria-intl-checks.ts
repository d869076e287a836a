import type { Plugin } from 'vite';

/**
 * A check React Aria runs when one of its modules is evaluated, made cheap. Each of them asks Intl something it only
 * needs the yes/no of, and the first use of one of Intl's formatters loads that formatter's locale data: 10-25 ms of
 * the main thread on this machine, four times that on a slow phone, in the task that starts every page (issue 25).
 */
interface IntlCheck {
  /** The module, by the end of its path. */
  readonly module: RegExp;
  /** The costly expression, as the installed version writes it. */
  readonly costly: RegExp;
  /** What replaces it. */
  readonly cheap: string;
}

export const INTL_CHECKS = {
  /**
   * React Aria's default locale: `Intl.DateTimeFormat.supportedLocalesOf([navigator.language])`, only to fall back to
   * en-US when the language is not a valid tag (its answer is discarded). It builds the date formatter's whole locale
   * list (10-20 ms); `Intl.getCanonicalLocales` throws the same RangeError for exactly the invalid tags and costs 0.1 ms.
   * The app gives React Aria its locale anyway (es-ES, pt-PT, en-GB).
   */
  defaultLocale: {
    module: /react-aria\/dist\/private\/i18n\/useDefaultLocale\.mjs$/,
    costly: /Intl\.DateTimeFormat\.supportedLocalesOf\(/g,
    cheap: 'Intl.getCanonicalLocales(',
  },
  /**
   * The number formatter behind every React Aria button (its pending state's progress bar) formats a number in de-DE
   * to learn whether `signDisplay: 'exceptZero'` is supported: the page's first NumberFormat, 16-25 ms, on pages that
   * format no number with Intl (prices are formatted by contracts' formatEuro). `Intl.NumberFormat.prototype
   * .formatRange` came to every engine after signDisplay (Chrome 106 / Safari 15.4 / Firefox 116 against 77 / 14.1 /
   * 70), so where it exists signDisplay does; an older engine that has signDisplay without it gets React Aria's own
   * fallback for signDisplay, which is correct, only slower.
   */
  signDisplay: {
    module: /@internationalized\/number\/dist\/private\/NumberFormatter\.mjs$/,
    costly:
      /new Intl\.NumberFormat\('de-DE',\s*\{\s*signDisplay:\s*'exceptZero'\s*\}\)\.resolvedOptions\(\)\.signDisplay === 'exceptZero'/g,
    cheap: "typeof Intl.NumberFormat.prototype.formatRange === 'function'",
  },
} as const satisfies Record<string, IntlCheck>;

/** The module's code with its costly check made cheap; the build fails if the installed version no longer has it. */
export function withCheapIntlCheck(check: IntlCheck, code: string, id: string): string {
  if (!code.match(check.costly)) {
    throw new Error(`${id} no longer has ${String(check.costly)}: see scripts/lib/react-aria-intl-checks.ts (React Aria was upgraded)`);
  }
  return code.replaceAll(check.costly, check.cheap);
}

/** The build (and the dev server) with React Aria's Intl checks made cheap (withCheapIntlCheck). */
export function reactAriaIntlChecksPlugin(): Plugin {
  const checks: readonly IntlCheck[] = Object.values(INTL_CHECKS);
  return {
    name: 'storefront-react-aria-intl-checks',
    transform(code, id) {
      const path = id.split('?')[0] ?? id;
      const check = checks.find(({ module }) => module.test(path));
      return check ? { code: withCheapIntlCheck(check, code, id), map: null } : null;
    },
  };
}
