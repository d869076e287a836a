import { useEffect, useRef, useState } from 'react';

export type AddState<T> = { status: 'adding' } | { status: 'failed'; error: unknown } | { status: 'added'; result: T };

/**
 * A flow's add-to-cart route: runs `add` once when the route opens (`enabled`: every step is valid), again
 * when the buyer retries after a failure, and moves focus to `heading` when it settles, so a screen reader
 * hears the outcome. A rejection of `add` is the failed state, with its error (the API module has logged and reported
 * it, unless the caller words that status itself).
 */
export function useAddOnce<T>(add: () => Promise<T>, enabled = true) {
  const [state, setState] = useState<AddState<T>>({ status: 'adding' });
  const started = useRef(false);
  const heading = useRef<HTMLHeadingElement>(null);

  async function run() {
    setState({ status: 'adding' });
    try {
      setState({ status: 'added', result: await add() });
    } catch (error) {
      setState({ status: 'failed', error });
    }
  }

  useEffect(() => {
    if (!enabled || started.current) return;
    started.current = true;
    void run();
  });

  useEffect(() => {
    if (state.status !== 'adding') heading.current?.focus();
  }, [state.status]);

  return { state, retry: () => void run(), heading };
}
