/**
 * The IDUFIR / CRU (Identificador Único de Finca Registral, now Código Registral Único, issue 42): the 14 digits that
 * identify a property in the Spanish land registries. The client checks it as the buyer types it and the fake backend
 * refuses a wrong one where a form carries it.
 *
 * Only its length and digits are checked: the Colegio de Registradores publishes no check-digit algorithm for it
 * (none is in its public documentation nor in the open-source validators we looked at, e.g. python-stdnum, which has
 * no IDUFIR module), so a check digit is not guessed here.
 */

export const IDUFIR_LENGTH = 14;

/** What is wrong with an IDUFIR, in the order it is checked. */
export type IdufirProblem = 'length' | 'characters';

export type IdufirCheck = { readonly valid: true; readonly idufir: string } | { readonly valid: false; readonly problem: IdufirProblem };

/** Without the spaces, dots and dashes an IDUFIR is sometimes written with. */
export const normaliseIdufir = (value: string): string => value.replace(/[\s.-]/g, '');

export function checkIdufir(value: string): IdufirCheck {
  const idufir = normaliseIdufir(value);
  if (idufir.length !== IDUFIR_LENGTH) return { valid: false, problem: 'length' };
  if (!/^\d+$/.test(idufir)) return { valid: false, problem: 'characters' };
  return { valid: true, idufir };
}

export const isValidIdufir = (value: string): boolean => checkIdufir(value).valid;
