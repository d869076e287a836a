/**
 * The Spanish cadastral reference (referencia catastral, issue 42): 20 characters, 14 for the parcel, 4 for the
 * property within it and 2 control letters. The client checks it as the buyer types it and the fake backend refuses
 * a wrong one where a form carries it, so the rule lives beside the contract.
 *
 * The control letters follow the Dirección General del Catastro's algorithm as open-source validators publish it
 * (python-stdnum, `stdnum/es/referenciacatastral.py`, which cites catastro.meh.es): each letter is computed over 11
 * characters, the first 7 (first letter) or the next 7 (second letter) followed by the 4 property characters, weighted
 * 13, 15, 12, 5, 4, 17, 9, 21, 3, 7, 1. A digit counts its value; a letter its place in the Spanish alphabet
 * (A = 1 … N = 14, Ñ = 15, O = 16 … Z = 27). The sum modulo 23 picks the letter in "MQWERTYUIOPASDFGHJKLBZX".
 */

export const CADASTRAL_REFERENCE_LENGTH = 20;

const WEIGHTS = [13, 15, 12, 5, 4, 17, 9, 21, 3, 7, 1] as const;
const CONTROL_LETTERS = 'MQWERTYUIOPASDFGHJKLBZX';
const ALPHABET = 'ABCDEFGHIJKLMNÑOPQRSTUVWXYZ';

/** What is wrong with a cadastral reference, part by part, in the order they are checked. */
export type CadastralReferenceProblem = 'length' | 'characters' | 'firstControl' | 'secondControl';

export type CadastralReferenceCheck =
  { readonly valid: true; readonly reference: string } | { readonly valid: false; readonly problem: CadastralReferenceProblem };

/** Upper case, without the spaces and dashes a reference is often written with: '7837301-vg8173b 0001 tt' → '7837301VG8173B0001TT'. */
export function normaliseCadastralReference(value: string): string {
  return value.toUpperCase().replace(/[\s-]/g, '');
}

const valueOf = (character: string): number => (/\d/.test(character) ? Number(character) : ALPHABET.indexOf(character) + 1);

/** The control letter of 11 characters (7 of the parcel, then the 4 of the property). */
function controlLetter(characters: string): string {
  const sum = [...characters].reduce((total, character, index) => total + valueOf(character) * (WEIGHTS[index] ?? 0), 0);
  return CONTROL_LETTERS[sum % 23] ?? '';
}

/** The two control letters the first 18 characters of a reference call for. */
export function cadastralControlLetters(first18: string): string {
  const reference = normaliseCadastralReference(first18);
  const property = reference.slice(14, 18);
  return controlLetter(reference.slice(0, 7) + property) + controlLetter(reference.slice(7, 14) + property);
}

/** Checks a reference part by part: its length, its characters, then each control letter. */
export function checkCadastralReference(value: string): CadastralReferenceCheck {
  const reference = normaliseCadastralReference(value);
  if ([...reference].length !== CADASTRAL_REFERENCE_LENGTH) return { valid: false, problem: 'length' };
  if (!/^[0-9A-ZÑ]{18}[A-Z]{2}$/.test(reference)) return { valid: false, problem: 'characters' };
  const expected = cadastralControlLetters(reference.slice(0, 18));
  if (reference[18] !== expected[0]) return { valid: false, problem: 'firstControl' };
  if (reference[19] !== expected[1]) return { valid: false, problem: 'secondControl' };
  return { valid: true, reference };
}

export const isValidCadastralReference = (value: string): boolean => checkCadastralReference(value).valid;
