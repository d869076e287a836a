/**
 * spec 5: a date is typed either as dd-mon-yyyy with a Spanish month abbreviation (05-ene-2004) or as
 * day/month/year separated by dots, dashes or slashes (5/1/2004, 05.01.2004, 5-1-2004), and it must be a
 * real calendar date. Shared business logic: the client checks answers with it, the backend re-checks them.
 */
export const SPANISH_MONTHS = ['ene', 'feb', 'mar', 'abr', 'may', 'jun', 'jul', 'ago', 'sep', 'oct', 'nov', 'dic'] as const;

export interface CalendarDate {
  year: number;
  /** 1..12 */
  month: number;
  day: number;
}

const WRITTEN = /^(\d{1,2})-([a-z]{3})-(\d{4})$/;
const NUMERIC = /^(\d{1,2})([./-])(\d{1,2})\2(\d{4})$/;

function realDate(year: number, month: number, day: number): CalendarDate | null {
  if (month < 1 || month > 12 || day < 1 || year < 1) return null;
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return day <= daysInMonth ? { year, month, day } : null;
}

/** The date the buyer typed, or null when it is in neither form or is not a real date (31/02/2020). */
export function parseSpecDate(text: string): CalendarDate | null {
  const typed = text.trim().toLowerCase();
  const written = WRITTEN.exec(typed);
  if (written) {
    const month = SPANISH_MONTHS.indexOf(written[2] as (typeof SPANISH_MONTHS)[number]) + 1;
    return month === 0 ? null : realDate(Number(written[3]), month, Number(written[1]));
  }
  const numeric = NUMERIC.exec(typed);
  if (numeric) return realDate(Number(numeric[4]), Number(numeric[3]), Number(numeric[1]));
  return null;
}

/** Days since the epoch, to compare two dates. */
export function dayNumber(date: CalendarDate): number {
  return Date.UTC(date.year, date.month - 1, date.day) / 86_400_000;
}
