import { local } from './storage.ts';

/** spec 4 and 9: the page reloads itself at most once per 30 minutes (local forcedReload). */
export const RELOAD_GUARD_MS = 30 * 60 * 1000;

/** The query parameter a reload adds so no cache answers the old page (spec 4 "with a time parameter"). */
export const RELOAD_TIME_PARAM = 't';

/** The same address with the time parameter set to `now`, path, other parameters and hash kept. */
export function addressWithTime(href: string, now: number): string {
  const url = new URL(href);
  url.searchParams.set(RELOAD_TIME_PARAM, String(now));
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * Whether the guard lets the page reload now: no reload stored, or the last one at least 30 minutes ago. A stored
 * time in the future (a clock that was wrong) does not block reloads for ever.
 */
export function reloadAllowed(lastReload: number | null, now: number): boolean {
  return lastReload === null || lastReload > now || now - lastReload >= RELOAD_GUARD_MS;
}

let reloading = false;

/**
 * Reloads the page with the time parameter if the guard allows it, and says whether the page is reloading. Used
 * by the version check and on a chunk that fails to load. A second call while the first reload is under way
 * answers true without reloading again.
 */
export function reloadSafely(now: number = Date.now(), location: Pick<Location, 'href' | 'replace'> = window.location): boolean {
  if (reloading) return true;
  if (!reloadAllowed(local.get('forcedReload'), now)) return false;
  local.set('forcedReload', now);
  reloading = true;
  location.replace(addressWithTime(location.href, now));
  return true;
}

/** Tests only: forget that a reload was started. */
export function resetReloadState(): void {
  reloading = false;
}
