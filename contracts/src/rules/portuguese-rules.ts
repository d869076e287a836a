/**
 * Portuguese identifiers and registry references, checked the same way by the client (as the buyer types)
 * and by the backend (which rejects a request holding a wrong one). Both sides must agree, so the rules live
 * beside the contract.
 */

/** Digits only: ' 503 504 564 ' → '503504564'. */
export function digitsOf(value: string): string {
  return value.replace(/[\s.-]/g, '');
}

/** The mod-11 check digit of the first eight digits of a NIF or NIPC (Portaria 862/76). */
export function taxIdCheckDigit(first8: string): number {
  const sum = [...first8].reduce((total, digit, index) => total + Number(digit) * (9 - index), 0);
  const rest = sum % 11;
  return rest < 2 ? 0 : 11 - rest;
}

function hasCheckDigit(id: string): boolean {
  return /^\d{9}$/.test(id) && taxIdCheckDigit(id.slice(0, 8)) === Number(id[8]);
}

/**
 * A NIF (número de identificação fiscal) of a person: 9 digits, first 1, 2 or 3 (or 45, non-residents),
 * ending in its check digit.
 */
export function isNif(value: string): boolean {
  const id = digitsOf(value);
  return /^([123]|45)/.test(id) && hasCheckDigit(id);
}

/**
 * A NIPC (número de identificação de pessoa coletiva) of a company or other body: 9 digits, first 5
 * (companies), 6 (public bodies), 8 (sole traders, old series) or 9 (other bodies), ending in its check digit.
 */
export function isNipc(value: string): boolean {
  const id = digitsOf(value);
  return /^[5689]/.test(id) && hasCheckDigit(id);
}

/**
 * Any Portuguese tax id a billing record may carry (issue 23: the billing form had its own copy of the check digit):
 * a person's NIF (1, 2, 3, 45), a NIPC (5, 6, 8, 9) or the other collective series (7: estates, funds, non-resident
 * bodies), 9 digits ending in its check digit.
 */
export function isPortugueseTaxId(value: string): boolean {
  const id = digitsOf(value);
  return /^(?:[1235689]|45|7)/.test(id) && hasCheckDigit(id);
}

/**
 * The four series of Portuguese number plates, in the order they were issued: AA-00-00 (to 1992),
 * 00-00-AA (to 2005), 00-AA-00 (to 2020) and AA-00-AA (since 2020).
 */
const PLATE_SERIES = [/^[A-Z]{2}\d{2}\d{2}$/, /^\d{2}\d{2}[A-Z]{2}$/, /^\d{2}[A-Z]{2}\d{2}$/, /^[A-Z]{2}\d{2}[A-Z]{2}$/];

/** A plate written as the registry writes it, 'AA-00-00', or null when it is not a Portuguese plate. */
export function normaliseMatricula(value: string): string | null {
  const plate = value.toUpperCase().replace(/[\s.-]/g, '');
  if (!PLATE_SERIES.some((series) => series.test(plate))) return null;
  return `${plate.slice(0, 2)}-${plate.slice(2, 4)}-${plate.slice(4, 6)}`;
}

export const isMatricula = (value: string): boolean => normaliseMatricula(value) !== null;

/**
 * A land-registry description number (número da descrição, the ficha): the number within the parish,
 * optionally followed by the date of its first entry as yyyymmdd, e.g. 2543 or 2543/19970317. The date
 * must be a real one, not in the future, and not before 1900.
 */
export function isFichaNumber(value: string, today: Date = new Date()): boolean {
  const match = /^(\d{1,6})(?:\/(\d{4})(\d{2})(\d{2}))?$/.exec(value.trim());
  if (!match) return false;
  const [, number, year, month, day] = match;
  if (Number(number) === 0) return false;
  if (year === undefined) return true;
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  const real = date.getUTCFullYear() === Number(year) && date.getUTCMonth() === Number(month) - 1 && date.getUTCDate() === Number(day);
  return real && Number(year) >= 1900 && date.getTime() <= today.getTime();
}

/** The description number of an old book entry (número da descrição no livro): digits only. */
export function isBookEntryNumber(value: string): boolean {
  return /^\d{1,10}$/.test(value.trim());
}

/** A fraction of a building in horizontal property: one to three letters (A, B, ..., AA, AB). */
export function isFraction(value: string): boolean {
  return /^[A-Z]{1,3}$/.test(value.trim().toUpperCase());
}

/** An article number of the tax register (artigo matricial): digits, as the caderneta predial prints it. */
export function isArticleNumber(value: string): boolean {
  return /^\d{1,6}$/.test(value.trim()) && Number(value) > 0;
}

/** A section of a rustic property's article (secção cadastral): letters and digits, e.g. A, AB, F1. */
export function isSection(value: string): boolean {
  return /^[A-Z0-9]{1,4}$/.test(value.trim().toUpperCase());
}

/** A Portuguese phone number: 9 digits, spaces allowed, optionally after +351 or 00351. */
export function isPortuguesePhone(value: string): boolean {
  return /^(?:\+351|00351)?\d{9}$/.test(value.replace(/[\s.-]/g, ''));
}
