import { SEEDED_QUOTE_ID } from '#contracts/admin.ts';
import { ordersOfItems } from '../../state/orders.ts';
import { targetVisitor, type AdminHandler } from './handler.ts';

/**
 * Gives the target visitor a named scenario (fixtures/scenarios/<name>.json): its login, cart and
 * orders (its order items, grouped by order) replace the visitor's, and `store_id` (when given)
 * becomes the visitor's store. The rest (store otherwise, formkey, pending faults) is kept, so an e2e
 * test can pick a store with `?store=` and seed afterwards; call reset first for a clean slate.
 */
export const seed: AdminHandler<'seed'> = (context) => {
  const { body, fixtures } = context;
  const scenario = fixtures.scenarios[body.scenario];
  const visitor = targetVisitor(context);
  visitor.loggedIn = scenario.loggedIn;
  visitor.customerEmail = scenario.customerEmail;
  visitor.cart = structuredClone(scenario.cart);
  visitor.orders = ordersOfItems(structuredClone(scenario.pedidos));
  visitor.quoteId = SEEDED_QUOTE_ID;
  if (body.store_id !== undefined) visitor.storeId = body.store_id;
  return { ok: true, visitor: visitor.id };
};
