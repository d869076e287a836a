import type { Plugin } from 'vite';
import { ARIA_LOCALES } from '../../client/src/i18n/aria-locales.ts';

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
  // Questions React Aria asks Intl whose answer our pages already know, when its modules are evaluated (in the task
  // that starts every page) or its provider first renders. The first use of one of Intl's formatters loads that
  // formatter's locale data: 4-25 ms of the main thread on this machine, four times that on a slow phone.
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
   * The direction of the locale the stores give React Aria's I18nProvider (es-ES, pt-PT, en-GB): React Aria learns it
   * from `new Intl.Locale(locale).maximize()`, the page's first Intl.Locale, which loads Intl's locale data: 4-6 ms
   * at normal speed inside one slice of the hydration (30 ms at 4x CPU in a profile). Those three are left-to-right;
   * any other locale is still asked of Intl.
   */
  storeLocalesLeftToRight: {
    module: /react-aria\/dist\/private\/i18n\/utils\.mjs$/,
    costly: /function (\$\w+\$export\$\w+)\(localeString\) \{/g,
    cheap: (declaration: string) =>
      `${declaration}\n    if (${JSON.stringify(Object.values(ARIA_LOCALES))}.includes(localeString)) return false;`,
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
  // Renders React Aria does again that change nothing our pages show, synchronously, in the task of a commit: after
  // the hydration of the server's markup (on the wizards' first steps: each radio group with its radios, and every
  // button), and on every step. Each reason below is one useSyncExternalStore or one state set in a commit.
  /**
   * useLocale asks for the browser's default locale before it reads the locale its I18nProvider gives, and that hook
   * subscribes to React Aria's "is this still the server's render" store, which flips after the hydration. It now reads
   * the provider first and asks for the default only without one (React Aria's issue 7344 asks for the same). A hook
   * called conditionally is safe here: a component's answer cannot change while it is mounted, because React Aria's
   * I18nProvider gives a value in both of its forms and switches between them by element type, which mounts anew.
   */
  useLocaleProviderFirst: {
    module: /react-aria\/dist\/private\/i18n\/I18nProvider\.mjs$/,
    costly:
      /let defaultLocale = \(0, (\$\w+\$export\$\w+)\)\(\);\s*let context = \(0, (\$\w+\$useContext)\)\((\$\w+\$var\$I18nContext)\);\s*return context \|\| defaultLocale;/g,
    cheap: (_, useDefaultLocale: string, useContext: string, context: string) =>
      `return (0, ${useContext})(${context}) || (0, ${useDefaultLocale})();`,
  },
  /**
   * Every id React Aria makes subscribes to the same store, only to choose its prefix once, when it is mounted:
   * 'react-aria' for markup from the server, 'react-aria' and a random number for a component the browser rendered
   * itself. Ids are React's useId under the prefix, unique in the page either way; the prefix is now always
   * 'react-aria', as React Aria itself writes it in tests and on every hydrated page.
   */
  idPrefixOnce: {
    module: /react-aria\/dist\/private\/ssr\/SSRProvider\.mjs$/,
    costly: /let \[didSSR\] = \(0, \$\w+\$useState\)\(\$\w+\$export\$\w+\(\)\);/g,
    cheap: 'let didSSR = true;',
  },
  /**
   * A radio and a checkbox expect a description of their own (and a checkbox an error message) and take the slot's id
   * until, after their first render, a layout effect finds none and renders them again. Ours never have one (the
   * field's description and error belong to the group, ui/radio-group.tsx, ui/checkbox-field.tsx), so the slot now
   * starts empty; one that does get a description is rendered again with its id when the description mounts.
   * This one is not about hydration: it is every radio and checkbox, every time a step shows them.
   */
  choiceSlotsStartEmpty: {
    module: /react-aria\/dist\/private\/(?:radio\/useRadio|toggle\/useToggle)\.mjs$/,
    costly: /(let (?:descriptionProps|errorMessageProps) = \(0, \$\w+\$export\$\w+\))\(\);/g,
    cheap: (_, slot: string) => `${slot}(false);`,
  },
  /**
   * A slot's ref callback (a field's label, a choice's description) sets state when its element goes, and a ref is
   * let go in the commit, where a state update is synchronous. When the step that holds the field goes, that update
   * is on a component being removed and changes nothing, but a synchronous update pending at the end of a commit
   * makes React run all the commit's passive effects at once, before the browser paints: on every step, the old
   * step's and the new step's effects (7-8 ms at normal speed) stood between Continue and the new step on screen.
   * An element that goes is now reported in a transition; one that comes, synchronously, as before.
   */
  slotGoneInTransition: {
    module: /(?:react-aria-components\/dist\/private\/utils|react-aria\/dist\/private\/utils\/useSlot)\.mjs$/,
    costly: /setHasSlot\(!!el\);/g,
    cheap: 'if (el) setHasSlot(true);\n        else $storefront$startTransition(()=>setHasSlot(false));',
  },
  /** ...with React's startTransition, which those modules do not import. */
  slotGoneInTransitionImport: {
    module: /(?:react-aria-components\/dist\/private\/utils|react-aria\/dist\/private\/utils\/useSlot)\.mjs$/,
    costly: /^import /g,
    cheap: 'import {startTransition as $storefront$startTransition} from "react";\nimport ',
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
