import { startTransition, useEffect, useState } from 'react';
import { isBrowserStateHeld } from './browser-state.ts';

/** While the server renders and while the browser hydrates the server's markup, nothing has been taken over yet. */
const takenOverAtFirstRender = () => typeof window !== 'undefined' && !isBrowserStateHeld();

/**
 * False while the server renders and while the browser hydrates the server's markup, true from a render just after
 * (at once when the browser renders the screen itself): what must not work before the app has taken the page over
 * waits for it (decision 035). The render after hydration is a transition, in slices like the hydration itself, not
 * one more long task.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(takenOverAtFirstRender);
  useEffect(() => {
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}
