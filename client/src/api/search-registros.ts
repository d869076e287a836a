import type { RegistroSuggestion } from '#contracts/api/spain.ts';
import { callEndpoint } from './client.ts';

/**
 * The registry autocomplete (/registros.php): municipalities matching what the buyer typed, each with
 * its registry offices, delivery hours and slow flag. A failure offers no suggestion rather than an
 * error banner; an answer that arrives after the buyer typed on is dropped.
 */
export async function searchRegistros(term: string, signal?: AbortSignal): Promise<RegistroSuggestion[]> {
  const found = await callEndpoint('searchRegistros', { query: { app: '1', term } }, { reportFailure: false });
  if (signal?.aborted) throw signal.reason;
  return found;
}
