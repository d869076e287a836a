import type { OrganisationPortugal } from '#contracts/api/portugal.ts';
import { hasStrings, isRecord, suggestionsOf } from './answer-shape.ts';
import { callEndpoint } from './client.ts';

const isCompany = (entry: unknown): entry is OrganisationPortugal => isRecord(entry) && hasStrings(entry, ['nombre', 'nipc', 'sede']);

/**
 * The Portuguese company autocomplete (searchOrganisationPortugal): companies whose name or NIPC matches; quiet on
 * failure, and reading an answer of another shape as a failed search (answer-shape.ts suggestionsOf).
 */
export async function searchOrganisationPortugal(term: string, signal?: AbortSignal): Promise<OrganisationPortugal[]> {
  const found: unknown = await callEndpoint('searchOrganisationPortugal', { query: { sociedad: term } }, { reportFailure: false });
  if (signal?.aborted) throw signal.reason;
  return suggestionsOf('searchOrganisationPortugal', found, isCompany);
}
