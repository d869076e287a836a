/**
 * The locale React Aria is given in each store language, for its own words (the autocomplete's '4 options
 * available') and its date and number formats. The build also reads it (scripts/lib/react-aria-rewrites.ts).
 */
export const ARIA_LOCALES = { es: 'es-ES', pt: 'pt-PT', en: 'en-GB' } as const;
