import type { PropertySearchForm } from '../api/spain.ts';
import { isValidCif, isValidDniOrNie } from './spanish-tax-ids.ts';

/**
 * The property search's rules (spec 3 "Property search form", decision 009), one module for the wizard's steps and the
 * backend's addqp (issue 23: the backend took a company with no CIF and a person's request carrying a company's
 * fields, which the wizard never sends).
 */

/** A person's name: at least 3 characters besides surrounding spaces (step3). */
export const MIN_PERSON_NAME_LENGTH = 3;
export const isPersonName = (name: string): boolean => name.trim().length >= MIN_PERSON_NAME_LENGTH;

/** A company's name, as /sociedad.php gives it: at least 2 characters besides spaces. */
export const MIN_COMPANY_NAME_LENGTH = 2;
export const isCompanyName = (name: string): boolean => name.trim().length >= MIN_COMPANY_NAME_LENGTH;

export interface PropertySearchProblem {
  /** The form's field at fault; two names when the fault is between them. */
  field: string;
  message: string;
}

/**
 * What keeps a property search request from being one the wizard sends: exactly one of person and company; a person
 * by name and DNI/NIE with its check letter, a company by name and CIF with its control character (the wizard picks
 * both from /sociedad.php and checks the CIF); none of the other kind's fields; origin and origin_id only when it comes
 * from a Nota Simple (whether that Nota Simple is in the cart is the backend's to say). Empty when it is one.
 */
export function propertySearchFormProblems(form: PropertySearchForm): PropertySearchProblem[] {
  if (form.opcion_persona === form.opcion_empresa) {
    return [{ field: 'opcion_persona and body/form/opcion_empresa', message: 'exactly one must be true' }];
  }
  const problems: PropertySearchProblem[] = [];
  if (form.opcion_persona) {
    if (!isPersonName(form.nombre_persona)) problems.push({ field: 'nombre_persona', message: 'is required for a person' });
    if (!isValidDniOrNie(form.dni)) problems.push({ field: 'dni', message: 'is not a DNI or NIE with a valid check letter' });
    for (const field of ['nombre_empresa', 'cif_empresa'] as const)
      if (form[field] !== '') problems.push({ field, message: 'must be empty for a person (body/form/opcion_persona)' });
  } else {
    if (!isCompanyName(form.nombre_empresa)) problems.push({ field: 'nombre_empresa', message: 'is required for a company' });
    if (!isValidCif(form.cif_empresa)) problems.push({ field: 'cif_empresa', message: 'is not a CIF with a valid control character' });
    for (const field of ['nombre_persona', 'dni'] as const)
      if (form[field] !== '') problems.push({ field, message: 'must be empty for a company (body/form/opcion_empresa)' });
  }
  if (!form.proviene_de_ns && (form.origin !== '' || form.origin_id !== '')) {
    problems.push({ field: 'origin', message: 'and body/form/origin_id must be empty when body/form/proviene_de_ns is false' });
  }
  return problems;
}
