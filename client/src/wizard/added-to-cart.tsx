import { type ReactNode, type RefObject, useId } from 'react';
import { useSnapshot } from 'valtio';
import { ROUTES } from '#contracts/constants/client-routes.ts';
import { useT } from '../i18n/use-t.ts';
import { keepQuery } from '../lib/keep-query.ts';
import { configState } from '../stores/config-store.ts';
import { Button } from '../ui/button.tsx';
import { LinkButton } from '../ui/link-button.tsx';
import * as styles from './added-to-cart.css.ts';
import { MAX_CART_ITEMS } from '#contracts/rules/cart-bounds.ts';
import { type AddState, CartFullError } from './use-add-once.ts';

interface AddedToCartProps {
  /** What `useAddOnce` returned. */
  state: AddState<unknown>;
  heading: RefObject<HTMLHeadingElement | null>;
  retry: () => void;
  text: { adding: string; added: string; failed: string };
  /** What was added, under the heading. */
  body?: ReactNode;
  /** Under a failure's heading, why (a refused form). */
  failedBody?: ReactNode;
  /** A failure's way forward instead of trying again (a refused form is fixed in the wizard). */
  failedAction?: ReactNode;
  /** The query string the links keep (the store, a host's parameters). */
  search: string;
  /** More moves after checkout and more shopping. */
  children?: ReactNode;
}

/**
 * The outcome of a flow's add-to-cart route: a status while adding, then a focused heading saying what happened,
 * and the buyer's next moves: checkout (registration first when logged out) and more shopping; after a failure,
 * trying again, with the wizard's answers kept.
 */
export function AddedToCart({ state, heading, retry, text, body, failedBody, failedAction, search, children }: AddedToCartProps) {
  const t = useT();
  const headingId = useId();
  const { loggedIn } = useSnapshot(configState).config;
  if (state.status === 'adding') return <p role="status">{text.adding}</p>;
  const failed = state.status === 'failed';
  // A full cart is not fixed by trying again: the buyer pays for what it holds, or removes something from it first.
  const full = state.status === 'failed' && state.error instanceof CartFullError;
  const checkout = (
    <LinkButton to={keepQuery(loggedIn ? ROUTES.checkout.start : ROUTES.register, search)}>{t('common.checkout')}</LinkButton>
  );
  return (
    <section className={styles.screen} aria-labelledby={headingId}>
      <h1 id={headingId} ref={heading} tabIndex={-1} className={styles.heading}>
        {failed ? text.failed : text.added}
      </h1>
      {full ? <p>{t('cart.full', { max: MAX_CART_ITEMS })}</p> : failed ? failedBody : body}
      <div className={styles.actions}>
        {full ? checkout : failed ? (failedAction ?? <Button onPress={retry}>{t('common.retry')}</Button>) : checkout}
        <LinkButton variant="secondary" to={keepQuery(ROUTES.services, search)}>
          {t('common.keepShopping')}
        </LinkButton>
        {failed ? null : children}
      </div>
    </section>
  );
}
