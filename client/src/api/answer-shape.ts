import type { EndpointName } from '#contracts/api/endpoints.ts';
import type { MunicipalityRegistries } from '#contracts/api/spain.ts';
import { ApiError } from './client.ts';

/*
 * Structural checks of the answers whose whole shape this project assumed (docs/reference/assumed-answers.md): the
 * browser ships no schema (decision 026), so a few typeof checks tell the shape the client reads from another one.
 */

type Fields = Record<string, unknown>;

export const isRecord = (value: unknown): value is Fields => typeof value === 'object' && value !== null && !Array.isArray(value);

/** True when every named field of `value` is a string. */
export const hasStrings = (value: Fields, names: readonly string[]): boolean => names.every((name) => typeof value[name] === 'string');

export const isStringList = (value: unknown): value is string[] => Array.isArray(value) && value.every((item) => typeof item === 'string');

/** A municipality with its registry offices, as the Nota Simple and the landing pages read it. */
export function isMunicipality(value: unknown): value is MunicipalityRegistries {
  return (
    isRecord(value) &&
    hasStrings(value, ['codigo_ine', 'municipio', 'provincia', 'url']) &&
    typeof value.horas_entrega === 'number' &&
    typeof value.lento === 'boolean' &&
    Array.isArray(value.registros) &&
    value.registros.every((office) => isRecord(office) && typeof office.nombre === 'string' && typeof office.horas_entrega === 'number')
  );
}

/** The error of an answer of another shape: logged, and thrown to the caller as a failed call of `name`. */
export function otherShape(name: EndpointName): ApiError {
  const error = new ApiError(name, new Error('the answer has another shape'));
  console.error(`[api] ${name}: an answer of another shape`, error);
  return error;
}

/**
 * The well-formed suggestions of a search's answer. An empty list is a search that found nothing; an answer that is
 * not a list, or a list without one well-formed entry, is a failed search (otherShape): the field says it could not
 * search and, where its form can take text, keeps what the buyer typed (ui/search-field.tsx onKeepTyped).
 */
export function suggestionsOf<T>(name: EndpointName, answer: unknown, isEntry: (entry: unknown) => entry is T): T[] {
  if (!Array.isArray(answer)) throw otherShape(name);
  const entries = answer.filter(isEntry);
  if (answer.length > 0 && entries.length === 0) throw otherShape(name);
  return entries;
}
