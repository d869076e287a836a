import { useSyncExternalStore } from 'react';

const never = () => () => undefined;

/**
 * False while the server renders and while the browser hydrates the server's markup, true from the render after
 * (at once when the browser renders the screen itself): what must not work before the app has taken the page over
 * waits for it (decision 034).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
