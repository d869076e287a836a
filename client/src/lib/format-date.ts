import type { Language } from '#contracts/constants/stores.ts';

/** The locale each page language writes dates in: Spain, Portugal, and day-first English for the English stores. */
const LOCALES: Record<Language, string> = { es: 'es-ES', pt: 'pt-PT', en: 'en-GB' };

/**
 * A UTC instant from the backend (created_at, ISO 8601) in the buyer's own time zone: '1 mar 2026, 11:05'.
 * A value that is not a date is shown as it came.
 */
export function formatDateTime(iso: string, language: Language, timeZone?: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(LOCALES[language], { dateStyle: 'medium', timeStyle: 'short', ...(timeZone ? { timeZone } : {}) }).format(
    date,
  );
}

/** The day only: '10 jul 2026'. */
export function formatDate(date: Date, language: Language, timeZone?: string): string {
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(LOCALES[language], { dateStyle: 'medium', ...(timeZone ? { timeZone } : {}) }).format(date);
}

/** A file size as a buyer reads it: '820 KB', '2,5 MB' (decimal comma where the language writes one). */
export function formatFileSize(bytes: number, language: Language): string {
  const number = (value: number, digits: number) =>
    new Intl.NumberFormat(LOCALES[language], { maximumFractionDigits: digits }).format(value);
  if (bytes < 1024 * 1024) return `${number(Math.max(1, Math.round(bytes / 1024)), 0)} KB`;
  return `${number(bytes / (1024 * 1024), 1)} MB`;
}
