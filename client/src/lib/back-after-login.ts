import { isAppPath } from '#contracts/constants/patterns.ts';
import { type BackLoginPage, local } from './storage.ts';
import { ROUTES, isUnder } from '#contracts/constants/client-routes.ts';

/** How long a remembered page is worth going back to: a login abandoned longer ago no longer steers the next one. */
export const BACK_LOGIN_PAGE_MAX_AGE_MS = 30 * 60 * 1000;

/**
 * A path of this app the buyer may be sent back to: one absolute path ('/customer/orders/1400004022'), never
 * another origin ('//evil.example', 'https://…'), a backslash trick or the login screens themselves.
 */
export function isSafeBackPath(path: string): boolean {
  if (!isAppPath(path) || path.length > 300) return false;
  const pathname = path.split(/[?#]/)[0] ?? '';
  return !isUnder(pathname, ROUTES.authenticate) && !isUnder(pathname, ROUTES.register);
}

/** Remembers (local back_login_page) where to go once the buyer has logged in; an unsafe path is ignored. */
export function rememberBackAfterLogin(path: string, now = Date.now()): void {
  if (isSafeBackPath(path)) local.set('back_login_page', { path, date: now });
}

/** The remembered page, once: it is forgotten as it is read. Null when none, too old, or not a safe path. */
export function takeBackAfterLogin(now = Date.now()): string | null {
  const stored: BackLoginPage | null = local.get('back_login_page');
  local.remove('back_login_page');
  if (stored === null || now - stored.date > BACK_LOGIN_PAGE_MAX_AGE_MS || stored.date > now) return null;
  return isSafeBackPath(stored.path) ? stored.path : null;
}
