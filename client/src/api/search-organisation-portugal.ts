import type { OrganisationPortugal } from '#contracts/api/portugal.ts';
import { callEndpoint } from './client.ts';

/** The Portuguese company autocomplete (searchOrganisationPortugal): companies whose name or NIPC matches; quiet on failure. */
export async function searchOrganisationPortugal(term: string, signal?: AbortSignal): Promise<OrganisationPortugal[]> {
  const found = await callEndpoint('searchOrganisationPortugal', { query: { sociedad: term } }, { reportFailure: false });
  if (signal?.aborted) throw signal.reason;
  return found;
}
