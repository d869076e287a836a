import { pageHasServerMarkup } from './page-data.ts';

/**
 * What only this browser knows (its local and session storage: a wizard's answers, the show-cart flag) waits while
 * the page's server markup is hydrated (decision 035): the server rendered without it, and the first render must be
 * the server's or React would throw that markup away. It applies right after, in the same frame as the hydration
 * when the screen's code was already there. Without server markup (every later screen, and pages without it) it
 * applies at once, as before.
 */
let waiting: (() => void)[] | null = typeof window !== 'undefined' && pageHasServerMarkup(window) ? [] : null;

/** Runs `apply` now, or once the page's server markup is hydrated. */
export function whenBrowserStateMayShow(apply: () => void): void {
  if (waiting === null) apply();
  else waiting.push(apply);
}

/** Whether what only this browser knows is still held back (the server markup is being hydrated). */
export function isBrowserStateHeld(): boolean {
  return waiting !== null;
}

/** The page's markup is hydrated (or will not be): what was held back applies now, in the order it was asked. */
export function releaseBrowserState(): void {
  const held = waiting;
  waiting = null;
  for (const apply of held ?? []) apply();
}
