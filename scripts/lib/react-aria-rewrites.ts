import type { Plugin } from 'vite';

/**
 * Work React Aria does that our pages never need, taken out of its installed code by the build: a place where it pays
 * for something whose answer is already known, in the tasks that start and hydrate every page (issue 25).
 */
interface Rewrite {
  /** The module, by the end of its path. */
  readonly module: RegExp;
  /** The costly code, as the installed version writes it. */
  readonly costly: RegExp;
  /** What replaces it (a replacement string or function, as String.prototype.replaceAll takes). */
  readonly cheap: string | ((match: string, ...groups: string[]) => string);
}

export const REACT_ARIA_REWRITES = {
  // Checks React Aria runs when one of its modules is evaluated. Each of them asks Intl something it only needs the
  // yes/no of, and the first use of one of Intl's formatters loads that formatter's locale data: 10-25 ms of the main
  // thread on this machine, four times that on a slow phone, in the task that starts every page.
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
   * The same module computes the browser's default locale when it is evaluated, and with it the locale's direction
   * (`isRTL`: `new Intl.Locale(language).maximize()`, the page's first Intl.Locale, 4-6 ms of loading Intl's locale
   * data, 16-25 ms at 4x CPU in the task that starts the app). It becomes computed on first use, by the first
   * component that asks for the locale, during the hydration, which React runs in slices (decision 035).
   */
  defaultLocaleOnFirstUse: {
    module: /react-aria\/dist\/private\/i18n\/useDefaultLocale\.mjs$/,
    costly: /let (\$\w+\$var\$currentLocale) = (\$\w+\$export\$\w+)\(\);/g,
    cheap: (_, current: string, compute: string) =>
      `let ${current} = null;\nfunction ${current}$onFirstUse() {\n    return ${current} || (${current} = ${compute}());\n}`,
  },
  /** ...and its hook's state starts from that first use, not the value computed at evaluation. */
  defaultLocaleState: {
    module: /react-aria\/dist\/private\/i18n\/useDefaultLocale\.mjs$/,
    costly: /useState\)\((\$\w+\$var\$currentLocale)\)/g,
    cheap: (_, current: string) => `useState)(${current}$onFirstUse)`,
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
} as const satisfies Record<string, Rewrite>;

/** The module's code with its costly part made cheap; the build fails if the installed version no longer has it. */
export function withRewrite(rewrite: Rewrite, code: string, id: string): string {
  if (!code.match(rewrite.costly)) {
    throw new Error(`${id} no longer has ${String(rewrite.costly)}: see scripts/lib/react-aria-rewrites.ts (React Aria was upgraded)`);
  }
  const { costly, cheap } = rewrite;
  return code.replaceAll(costly, typeof cheap === 'string' ? () => cheap : cheap);
}

/** A module's code with every rewrite that is about it; null for a module no rewrite is about. */
export function withRewrites(code: string, id: string): string | null {
  const path = (id.split('?')[0] ?? id).replaceAll('\\', '/');
  const rewrites: readonly Rewrite[] = Object.values(REACT_ARIA_REWRITES).filter(({ module }) => module.test(path));
  return rewrites.length === 0 ? null : rewrites.reduce((rewritten, rewrite) => withRewrite(rewrite, rewritten, id), code);
}

/** The build (and the dev server) with React Aria's costly parts made cheap (withRewrites). */
export function reactAriaRewritesPlugin(): Plugin {
  return {
    name: 'storefront-react-aria-rewrites',
    transform(code, id) {
      const cheap = withRewrites(code, id);
      return cheap === null ? null : { code: cheap, map: null };
    },
  };
}
