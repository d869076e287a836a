import type { RegistroSuggestion } from '#contracts/api/spain.ts';
import { hasStrings, isMunicipality, suggestionsOf } from './answer-shape.ts';
import { callEndpoint } from './client.ts';

const isSuggestion = (entry: unknown): entry is RegistroSuggestion => isMunicipality(entry) && hasStrings(entry, ['label', 'value']);

/**
 * The registry autocomplete (/registros.php): municipalities matching what the buyer typed, each with
 * its registry offices, delivery hours and slow flag. A failure offers no suggestion rather than an
 * error banner; an answer that arrives after the buyer typed on is dropped. The spec does not show the answer:
 * entries of another shape are left out, and an answer without one well-formed entry is a failed search.
 */
export async function searchRegistros(term: string, signal?: AbortSignal): Promise<RegistroSuggestion[]> {
  const found: unknown = await callEndpoint('searchRegistros', { query: { app: '1', term } }, { reportFailure: false });
  if (signal?.aborted) throw signal.reason;
  return suggestionsOf('searchRegistros', found, isSuggestion);
}
