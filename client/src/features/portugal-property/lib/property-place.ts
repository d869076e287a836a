import type { FreguesiaSuggestion } from '#contracts/portugal.ts';

/** Both Portuguese property flows ask where the property is and whether it is a fraction of a building. */
export type YesNo = '' | 'si' | 'no';
export const isYesNo = (value: unknown): value is YesNo => value === '' || value === 'si' || value === 'no';

/** A parish read back from session storage: kept only if it has every field a suggestion has. */
export function isParish(value: unknown): value is FreguesiaSuggestion {
  if (typeof value !== 'object' || value === null) return false;
  const parish = value as Record<string, unknown>;
  return ['label', 'value', 'freguesia', 'concelho', 'distrito'].every((key) => typeof parish[key] === 'string');
}
