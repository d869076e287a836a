import type { RestHandler } from './handler.ts';

/**
 * A municipality landing page's data by its url_municipio. Both folders show the same municipality;
 * an unknown url answers ok false, which the page shows as not found.
 */
export const getMunicipio: RestHandler<'getMunicipio'> = ({ body, fixtures, config }) => {
  const municipio = fixtures.spain.byUrl(body.url) ?? null;
  return { ok: municipio !== null, municipio, config };
};
