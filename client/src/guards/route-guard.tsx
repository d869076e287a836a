import { type ReactNode, useState } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useSnapshot } from 'valtio';
import { cartState } from '../stores/cart-store.ts';
import { configState } from '../stores/config-store.ts';
import { type CheckoutFacts, type GuardDecision, cardGuard, checkoutGuard, identificationGuard, paymentGuard } from './checkout-guards.ts';
import { mustPickPaymentAgain, storedPaymentChoice } from '../lib/payment-selection.ts';
import { local } from '../lib/storage.ts';
import { keepQuery } from '../lib/keep-query.ts';

/** The facts the customer-route guards decide on, from the configuration, the cart and storage, at `now`. */
export function checkoutFacts(loggedIn: boolean, cartShown: boolean, now: number): CheckoutFacts {
  const choice = storedPaymentChoice();
  return {
    loggedIn,
    invalidPayment: local.get('temporal_invalid_payment') === 1,
    mustPickPayment: mustPickPaymentAgain(choice, now),
    lastAddedProduct: local.get('last_added_product'),
    cartShown,
    temporaryEmail: local.get('temporal_validated_email'),
    method: choice.method,
  };
}

/**
 * A route element behind one of the guards of guards/checkout-guards.ts; the query string is kept.
 * The guard decides on entering the route (the layout has loaded the configuration by then): a screen
 * that logs the buyer in or stores a choice then moves on by itself, without the guard overtaking it.
 */
export function Guarded({ guard, children }: { guard: (facts: CheckoutFacts) => GuardDecision; children: ReactNode }) {
  const { config } = useSnapshot(configState);
  const { showCart } = useSnapshot(cartState);
  const [decision] = useState(() => guard(checkoutFacts(config.loggedIn, showCart, Date.now())));
  const { search } = useLocation();
  return decision === null ? children : <Navigate to={keepQuery(decision, search)} replace />;
}

const GUARDS = { identification: identificationGuard, payment: paymentGuard, card: cardGuard, checkout: checkoutGuard } as const;
/** The guards of guards/checkout-guards.ts by name, so a route table can name one without loading its rules. */
export type GuardName = keyof typeof GUARDS;

/** Guarded by a named guard: the frame of a lazily loaded route (ui/lazy-screen.ts lazyFramed). */
export function GuardedBy({ guard, children }: { guard: GuardName; children: ReactNode }) {
  return <Guarded guard={GUARDS[guard]}>{children}</Guarded>;
}
