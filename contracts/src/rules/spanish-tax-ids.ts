/**
 * Spanish tax ids, checked the same way by the client (as the buyer types) and by the backend
 * (which rejects a request with a wrong one): DNI and NIE with their check letter, and the CIF of a
 * company with its control character. Both sides must agree, so the rule lives beside the contract.
 */
const CHECK_LETTERS = 'TRWAGMYFPDXBNJZSQVHLCKE';
const NIE_PREFIX: Record<string, string> = { X: '0', Y: '1', Z: '2' };

/** Upper case, without spaces, dots or dashes: '12.345.678-z' → '12345678Z'. */
export function normaliseTaxId(value: string): string {
  return value.toUpperCase().replace(/[\s.-]/g, '');
}

/** A DNI (8 digits + letter) or NIE (X, Y or Z + 7 digits + letter) whose letter matches its number. */
export function isValidDniOrNie(value: string): boolean {
  const id = normaliseTaxId(value);
  const match = /^([XYZ]\d{7}|\d{8})([A-Z])$/.exec(id);
  if (!match) return false;
  const [, body = '', letter] = match;
  const number = Number(body.replace(/^[XYZ]/, (prefix) => NIE_PREFIX[prefix] ?? prefix));
  return CHECK_LETTERS[number % 23] === letter;
}

/** Company types whose CIF ends in a letter, and those whose CIF ends in a digit (Orden EHA/451/2008). */
const LETTER_CONTROL = 'KPQSNW';
const DIGIT_CONTROL = 'ABEH';

/** The control character a CIF's first eight characters call for: digit, letter, or either. */
export function cifControl(first8: string): { digit: string; letter: string } {
  const digits = first8.slice(1).split('').map(Number);
  const sum = digits.reduce((total, digit, index) => {
    if (index % 2 === 1) return total + digit;
    const doubled = digit * 2;
    return total + Math.floor(doubled / 10) + (doubled % 10);
  }, 0);
  const control = (10 - (sum % 10)) % 10;
  return { digit: String(control), letter: 'JABCDEFGHI'[control] ?? '' };
}

/** A company CIF: organisation letter, 7 digits, and the matching control digit or letter. */
export function isValidCif(value: string): boolean {
  const id = normaliseTaxId(value);
  if (!/^[ABCDEFGHJNPQRSUVW]\d{7}[0-9A-J]$/.test(id)) return false;
  const kind = id[0] ?? '';
  const given = id[8] ?? '';
  const { digit, letter } = cifControl(id.slice(0, 8));
  if (LETTER_CONTROL.includes(kind)) return given === letter;
  if (DIGIT_CONTROL.includes(kind)) return given === digit;
  return given === digit || given === letter;
}
