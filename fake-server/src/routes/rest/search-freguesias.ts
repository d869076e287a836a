import type { RestHandler } from './handler.ts';

/** The parish autocomplete (Portuguese stores' freguesia questions): parishes matching by name or concelho. */
export const searchFreguesias: RestHandler<'searchFreguesias'> = ({ query, fixtures }) =>
  fixtures.portugal.searchFreguesias(query.term, query.type);
