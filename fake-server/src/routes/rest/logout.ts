import { visitorConfig } from '../../state/visitor-config.ts';
import type { RestHandler } from './handler.ts';

/** Logs the customer out of this browser: anonymous again, with an empty cart; the orders stay the customer's. */
export const logout: RestHandler<'logout'> = ({ visitor, store }) => {
  visitor.account = null;
  visitor.cart = [];
  visitor.lastPaidOrderId = null;
  return { ok: true, config: visitorConfig(visitor, store) };
};
