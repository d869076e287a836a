import type { AdminStateFile } from '#contracts/fake-backend/admin.ts';
import { cartTotal } from '#contracts/rules/pricing.ts';
import { storeLanguage } from '#contracts/constants/stores.ts';
import { HttpError } from '../../errors.ts';
import { customerNow } from '../../state/lifecycle.ts';
import { ordersOf } from '../../state/orders.ts';
import { logIn, logOut } from '../../state/session.ts';
import type { StateWriter } from '../../state/state-writer.ts';
import { targetVisitor, type AdminHandler } from './handler.ts';

/** The state file and whether its last save failed, for the dev panel; null when the state is kept in memory only. */
export function stateFileOf(writer: StateWriter | null): AdminStateFile | null {
  if (writer === null) return null;
  const failure = writer.lastFailure;
  return { path: writer.path, last_save_failure: failure === null ? null : { at: failure.at.toISOString(), reason: failure.reason } };
}

/**
 * What the dev panel shows of the caller's visitor (store, login, cart, pending faults, the customer's orders) and
 * of the server's state file.
 */
export const state: AdminHandler<'state'> = ({ caller: visitor, stateWriter }) => ({
  visitor: visitor.id,
  store_id: visitor.storeId,
  language: storeLanguage(visitor.storeId),
  customer: visitor.account?.email ?? null,
  quote_id: visitor.quoteId,
  cart: visitor.cart.map((item) => ({ id: item.id, product_name: item.product_name, price: item.extra.current_price ?? 0 })),
  cart_total: cartTotal(visitor.cart),
  faults: [...visitor.faults].map(([path, fault]) => ({ path, ...fault })),
  orders: [...ordersOf(visitor).values()].map(({ order }) => ({
    order_id: order.order_id,
    state: order.state,
    payment_method: order.payment_method,
    total: order.total,
    pending_reference: order.state === 'pending_payment' ? (order.multibanco?.reference ?? null) : null,
  })),
  now: visitor.account === null ? null : customerNow().toISOString(),
  state_file: stateFileOf(stateWriter),
});

/** The caller's last calls, newest first. */
export const journal: AdminHandler<'journal'> = ({ caller }) => ({ visitor: caller.id, calls: caller.journal.toReversed() });

/** The visitor's store from now on (its language follows the store's family). */
export const store: AdminHandler<'store'> = (context) => {
  const visitor = targetVisitor(context);
  visitor.storeId = context.body.store_id;
  return { ok: true, visitor: visitor.id };
};

/**
 * Logs a customer (the demo ones, or any registered) in without a password, or out (null). The caller's own visitor goes through logIn/logOut, so its
 * session id rotates as on any login; a named other visitor is changed in place, as seed does (rotating it would
 * strand that browser).
 */
export const login: AdminHandler<'login'> = (context) => {
  const { body, caller, visitors, customers } = context;
  const visitor = targetVisitor({ body: { visitor: body.visitor }, caller, visitors });
  const account = body.customer === null ? null : (customers.get(body.customer) ?? null);
  if (body.customer !== null && account === null) throw new HttpError(400, `body/customer: no customer ${body.customer}`);
  if (visitor !== caller) visitor.account = account;
  else if (account === null) logOut(visitors, visitor);
  else logIn(visitors, visitor, account);
  return { ok: true, visitor: visitor.id };
};
