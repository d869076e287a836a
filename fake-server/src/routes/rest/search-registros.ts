import type { RestHandler } from './handler.ts';

/** The registry autocomplete: municipalities whose name matches, with their offices, delivery hours and slow flag. */
export const searchRegistros: RestHandler<'searchRegistros'> = ({ query, fixtures }) => fixtures.spain.searchRegistros(query.term);
