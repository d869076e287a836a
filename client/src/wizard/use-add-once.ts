import { useEffect, useRef, useState } from 'react';
import { MAX_CART_ITEMS } from '#contracts/rules/cart-bounds.ts';
import { cartState } from '../stores/cart-store.ts';

/** The cart already holds MAX_CART_ITEMS: the backend would refuse the add, so it is not sent (AddedToCart says so). */
export class CartFullError extends Error {
  constructor() {
    super(`the cart holds ${MAX_CART_ITEMS} items, the most it may`);
    this.name = 'CartFullError';
  }
}

export type AddState<T> = { status: 'adding' } | { status: 'failed'; error: unknown } | { status: 'added'; result: T };

/**
 * A flow's add-to-cart route: runs `add` once when the route opens (`enabled`: every step is valid), again
 * when the buyer retries after a failure, and moves focus to `heading` when it settles, so a screen reader
 * hears the outcome. A rejection of `add` is the failed state, with its error (the API module has logged and reported
 * it, unless the caller words that status itself). With the cart full (contracts' MAX_CART_ITEMS), `add` is not run:
 * the failed state's error is a CartFullError.
 */
export function useAddOnce<T>(add: () => Promise<T>, enabled = true) {
  const [state, setState] = useState<AddState<T>>({ status: 'adding' });
  const started = useRef(false);
  const heading = useRef<HTMLHeadingElement>(null);

  async function run() {
    setState({ status: 'adding' });
    if (cartState.items.length >= MAX_CART_ITEMS) {
      setState({ status: 'failed', error: new CartFullError() });
      return;
    }
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
