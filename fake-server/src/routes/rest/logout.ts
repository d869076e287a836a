import { logOut } from '../../state/session.ts';
import { visitorConfig } from '../../state/visitor-config.ts';
import type { RestHandler } from './handler.ts';

/** Logs the customer out of this browser under a new session id: anonymous again, with an empty cart; the orders stay the customer's. */
export const logout: RestHandler<'logout'> = ({ visitor, store, request }) => {
  logOut(request.server.visitors, visitor);
  visitor.cart = [];
  visitor.lastPaidOrderId = null;
  return { ok: true, config: visitorConfig(visitor, store) };
};
