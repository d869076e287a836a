import { API_PATH_PREFIXES } from '#contracts/api/paths.ts';

export function pathOf(url: string): string {
  return url.split('?', 1)[0] ?? url;
}

export function isApiPath(path: string): boolean {
  return API_PATH_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}
