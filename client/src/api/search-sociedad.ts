import type { Sociedad } from '#contracts/api/spain.ts';
import { callEndpoint } from './client.ts';

/** The company autocomplete (/sociedad.php): companies whose name or CIF matches; quiet on failure, like the registry search. */
export async function searchSociedad(term: string, signal?: AbortSignal): Promise<Sociedad[]> {
  const found = await callEndpoint('searchSociedad', { query: { app: '1', sociedad: term } }, { reportFailure: false });
  if (signal?.aborted) throw signal.reason;
  return found;
}
