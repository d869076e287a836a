import type { FreguesiaSuggestion, FreguesiasQuery } from '#contracts/api/portugal.ts';
import { callEndpoint } from './client.ts';

/**
 * The parish autocomplete (/freguesias.php): parishes matching what the buyer typed. A failure offers
 * no suggestion rather than an error banner; an answer that arrives after the buyer typed on is dropped.
 */
export async function searchFreguesias(
  term: string,
  type: FreguesiasQuery['type'] = 'all',
  signal?: AbortSignal,
): Promise<FreguesiaSuggestion[]> {
  const found = await callEndpoint('searchFreguesias', { query: { app: '1', type, term } }, { reportFailure: false });
  if (signal?.aborted) throw signal.reason;
  return found;
}
