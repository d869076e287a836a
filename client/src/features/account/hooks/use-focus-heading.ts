import { useEffect, useRef } from 'react';

/** The screen's heading takes focus once it shows, so a keyboard or screen reader user starts at the new page. */
export function useFocusHeading<T extends HTMLElement>(ready: boolean) {
  const ref = useRef<T>(null);
  useEffect(() => {
    if (ready) ref.current?.focus();
  }, [ready]);
  return ref;
}
