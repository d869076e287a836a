import { API_PATH_PREFIXES, isUnderPrefix } from '#contracts/api/paths.ts';

export { pathOf } from '#contracts/api/paths.ts';

export function isApiPath(path: string): boolean {
  return isUnderPrefix(path, API_PATH_PREFIXES);
}
