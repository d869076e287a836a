import { SEEDED_QUOTE_ID } from '#contracts/fake-backend/admin.ts';
import type { CartItem } from '#contracts/api/cart.ts';
import { customerNow } from '../../state/lifecycle.ts';
import { ordersOfItems } from '../../state/orders.ts';
import { targetVisitor, type AdminHandler } from './handler.ts';

/** An item's dates moved by `shiftMs`, so a scenario written as of one moment reads as of another. */
function shifted(item: CartItem, shiftMs: number): CartItem {
  const move = (iso: string) => new Date(new Date(iso).getTime() + shiftMs).toISOString();
  const extra = item.extra.delivered_at === undefined ? item.extra : { ...item.extra, delivered_at: move(item.extra.delivered_at) };
  const childs = extra.childs?.map((child) => ({ ...child, created_at: move(child.created_at) }));
  return { ...item, created_at: move(item.created_at), extra: childs === undefined ? extra : { ...extra, childs } };
}

/**
 * Gives the target visitor a named scenario (fixtures/scenarios/<name>.json): its cart and login replace
 * the visitor's, and `store_id` (when given) becomes the visitor's store. A scenario's orders belong to its
 * customer (or to `customer` when given, registered with the demo password when new) and replace that
 * customer's orders; a scenario with `dates_relative_to` has its dates moved so that moment is the
 * customer's now (the replaced orders' uploaded documents are removed). The rest (store otherwise, formkey, pending faults) is kept, so an e2e test can pick a
 * store with `?store=` and seed afterwards; call reset first for a clean slate.
 */
export const seed: AdminHandler<'seed'> = (context) => {
  const { body, fixtures, customers, uploads } = context;
  const scenario = fixtures.scenarios[body.scenario];
  const visitor = targetVisitor(context);
  const email = body.customer ?? scenario.customerEmail;
  const account = scenario.loggedIn || body.customer !== undefined ? customers.obtainWithDemoPassword(email) : null;
  visitor.account = account;
  visitor.cart = structuredClone(scenario.cart);
  visitor.quoteId = SEEDED_QUOTE_ID;
  if (account !== null) {
    const now = customerNow();
    const shiftMs = scenario.dates_relative_to === undefined ? 0 : now.getTime() - new Date(scenario.dates_relative_to).getTime();
    // The orders replaced go with their documents, which give their room back (issue 41).
    uploads.removeFilesOf(account.orders.values());
    account.orders = ordersOfItems(
      structuredClone(scenario.pedidos).map((item) => shifted(item, shiftMs)),
      now,
    );
    uploads.space.recount(account);
  }
  if (body.store_id !== undefined) visitor.storeId = body.store_id;
  return { ok: true, visitor: visitor.id };
};
