import type { RestHandler } from './handler.ts';

/** The company autocomplete: fictional companies whose name or CIF matches. */
export const searchSociedad: RestHandler<'searchSociedad'> = ({ query, fixtures }) => fixtures.spain.searchSociedades(query.sociedad);
