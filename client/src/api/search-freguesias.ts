import type { FreguesiaSuggestion, FreguesiasQuery } from '#contracts/api/portugal.ts';
import { hasStrings, isRecord, suggestionsOf } from './answer-shape.ts';
import { callEndpoint } from './client.ts';

const isParish = (entry: unknown): entry is FreguesiaSuggestion =>
  isRecord(entry) && hasStrings(entry, ['label', 'value', 'freguesia', 'concelho', 'distrito']);

/**
 * The parish autocomplete (/freguesias.php): parishes matching what the buyer typed. A failure offers
 * no suggestion rather than an error banner; an answer that arrives after the buyer typed on is dropped. An answer
 * of another shape is read as a failed search (answer-shape.ts suggestionsOf).
 */
export async function searchFreguesias(
  term: string,
  type: FreguesiasQuery['type'] = 'all',
  signal?: AbortSignal,
): Promise<FreguesiaSuggestion[]> {
  const found: unknown = await callEndpoint('searchFreguesias', { query: { app: '1', type, term } }, { reportFailure: false });
  if (signal?.aborted) throw signal.reason;
  return suggestionsOf('searchFreguesias', found, isParish);
}
