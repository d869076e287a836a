import { patternSource } from '#contracts/constants/client-routes.ts';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * What `toHaveURL` and `waitForURL` expect of a page at a route of ROUTES (#contracts/constants/client-routes.ts): the path (a
 * pattern's ':name' matches one segment), then exactly `search` ('' for no query string), under any origin and
 * base path. `search: 'any'` accepts any query string or none.
 */
export function atRoute(path: string, search: string | 'any' = ''): RegExp {
  const query = search === 'any' ? '(\\?.*)?' : escapeRegExp(search);
  return new RegExp(`${patternSource(path)}${query}$`);
}
