/**
 * A Spanish bank account (spec 3 "Customer: payment": bank entidad, oficina, dc, cuenta): the 20-digit CCC and its
 * IBAN form. One rule module both sides run (docs/decisions/038, "Bank details"): the client checks and shows it as
 * the buyer types, the backend refuses a request that breaks it. No schema here: the browser bundles this module.
 */
export interface SpanishBankAccount {
  /** The bank, 4 digits. */
  entidad: string;
  /** The branch, 4 digits. */
  oficina: string;
  /** The two control digits (dígitos de control). */
  dc: string;
  /** The account number, 10 digits. */
  cuenta: string;
}

const CCC_WEIGHTS = [1, 2, 4, 8, 5, 10, 9, 7, 3, 6] as const;

/** One CCC control digit of ten digits: 11 minus their weighted sum mod 11, with 11 → 0 and 10 → 1. */
function controlDigit(tenDigits: string): number {
  const sum = [...tenDigits].reduce((total, digit, index) => total + Number(digit) * (CCC_WEIGHTS[index] ?? 0), 0);
  const digit = 11 - (sum % 11);
  return digit === 11 ? 0 : digit === 10 ? 1 : digit;
}

/** The two control digits of a CCC: the first checks '00' + entidad + oficina, the second the account number. */
export function cccControlDigits(entidad: string, oficina: string, cuenta: string): string {
  return `${controlDigit(`00${entidad}${oficina}`)}${controlDigit(cuenta)}`;
}

/** Every part has its digits and the control digits are right. */
export function isValidSpanishAccount(account: SpanishBankAccount): boolean {
  const { entidad, oficina, dc, cuenta } = account;
  if (!/^\d{4}$/.test(entidad) || !/^\d{4}$/.test(oficina) || !/^\d{2}$/.test(dc) || !/^\d{10}$/.test(cuenta)) return false;
  return cccControlDigits(entidad, oficina, cuenta) === dc;
}

/** The remainder mod 97 of a long number written in digits (ISO 13616's check, piece by piece). */
function mod97(digits: string): number {
  let remainder = 0;
  for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  return remainder;
}

/** 'ES' as ISO 13616 counts it (A = 10 … Z = 35): E = 14, S = 28. */
const ES_DIGITS = '1428';

/** The IBAN of a CCC: 'ES', its two check digits, the 20 digits (ISO 13616, mod 97). */
export function ibanOfAccount(account: SpanishBankAccount): string {
  const ccc = `${account.entidad}${account.oficina}${account.dc}${account.cuenta}`;
  const check = 98 - mod97(`${ccc}${ES_DIGITS}00`);
  return `ES${String(check).padStart(2, '0')}${ccc}`;
}

/** An IBAN in groups of four, as banks print it: 'ES91 2100 0418 4502 0005 1332'. */
export function formatIban(iban: string): string {
  return iban.replace(/(.{4})(?=.)/g, '$1 ');
}

/**
 * What the buyer typed, read as a Spanish account: an IBAN ('ES91 2100 0418 4502 0005 1332', spaces optional, its
 * check digits right) or the 20 digits of the CCC (spaces or dashes between groups allowed). Null when it is neither
 * or its control digits are wrong.
 */
export function parseSpanishAccount(typed: string): SpanishBankAccount | null {
  const compact = typed.replace(/[\s-]/g, '').toUpperCase();
  let ccc: string;
  if (/^ES\d{22}$/.test(compact)) {
    if (mod97(`${compact.slice(4)}${ES_DIGITS}${compact.slice(2, 4)}`) !== 1) return null;
    ccc = compact.slice(4);
  } else if (/^\d{20}$/.test(compact)) {
    ccc = compact;
  } else {
    return null;
  }
  const account = { entidad: ccc.slice(0, 4), oficina: ccc.slice(4, 8), dc: ccc.slice(8, 10), cuenta: ccc.slice(10) };
  return isValidSpanishAccount(account) ? account : null;
}

/** The last four digits of the account: all the backend ever answers of it, and all the client shows once it is sent. */
export function accountEnding(account: SpanishBankAccount): string {
  return account.cuenta.slice(-4);
}
