import type { Account, Visitor } from './types.ts';
import type { VisitorStore } from './visitor-store.ts';

/**
 * Logs a customer in on this visitor and gives the visitor a new session id (against session fixation: an
 * id known before the login is worth nothing after it). The cart, store and formkey move with it; the
 * visitors plugin sends the new id in Set-Cookie. Every login goes through here (authenticate,
 * checkoutRegister, the dev panel's "log in as").
 */
export function logIn(visitors: VisitorStore, visitor: Visitor, account: Account): void {
  visitor.account = account;
  visitors.rotate(visitor);
}

/** Logs the customer out of this visitor, under a new session id as well. */
export function logOut(visitors: VisitorStore, visitor: Visitor): void {
  visitor.account = null;
  visitors.rotate(visitor);
}
