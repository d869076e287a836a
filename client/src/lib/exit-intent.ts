import { normaliseRoute } from './exit-intent-routes.ts';
import { session } from './storage.ts';

/**
 * spec 2 "Other dialogs": when the exit-intent dialog opens. Leaving the page means the pointer left the document
 * through its top edge (towards the tabs, the address bar or the close button), as exit-intent scripts detect it: a
 * `mouseout` with no element it moved to and at or above the top.
 */
export function isExitThroughTop(event: Pick<MouseEvent, 'relatedTarget' | 'clientY'>): boolean {
  return event.relatedTarget === null && event.clientY <= 0;
}

/** A touch screen has no pointer that leaves the page: the dialog never shows there. */
export function isTouchDevice(win: Pick<Window, 'matchMedia'> | undefined = globalThis.window): boolean {
  if (typeof win?.matchMedia !== 'function') return true;
  return win.matchMedia('(hover: none), (pointer: coarse)').matches;
}

/**
 * True the first time this session the dialog may open on the route, and the route is then remembered
 * (session storage exit_intent_shown): never twice per route, even after a reload.
 */
export function claimExitIntent(pathname: string): boolean {
  const route = normaliseRoute(pathname);
  const shown = session.get('exit_intent_shown') ?? [];
  if (shown.includes(route)) return false;
  session.set('exit_intent_shown', [...shown, route]);
  return true;
}
