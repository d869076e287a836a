import type { Sociedad } from '#contracts/api/spain.ts';
import { hasStrings, isRecord, suggestionsOf } from './answer-shape.ts';
import { callEndpoint } from './client.ts';

const isCompany = (entry: unknown): entry is Sociedad => isRecord(entry) && hasStrings(entry, ['nombre', 'cif']);

/**
 * The company autocomplete (/sociedad.php): companies whose name or CIF matches; quiet on failure, like the registry
 * search, and, like it, reading an answer of another shape as a failed search (answer-shape.ts suggestionsOf).
 */
export async function searchSociedad(term: string, signal?: AbortSignal): Promise<Sociedad[]> {
  const found: unknown = await callEndpoint('searchSociedad', { query: { app: '1', sociedad: term } }, { reportFailure: false });
  if (signal?.aborted) throw signal.reason;
  return suggestionsOf('searchSociedad', found, isCompany);
}
