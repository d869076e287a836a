import type { RestHandler } from './handler.ts';

/** The Portuguese company autocomplete (18469's company name): invented companies whose name or NIPC matches. */
export const searchOrganisationPortugal: RestHandler<'searchOrganisationPortugal'> = ({ query, fixtures }) =>
  fixtures.portugal.searchOrganisations(query.sociedad);
