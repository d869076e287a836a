import { ownOrder } from '../../state/orders.ts';
import type { RestHandler } from './handler.ts';

/**
 * One of the customer's orders, with its state, payment method and how to pay it; ok false for any other id
 * (another customer's order is answered as one nobody has).
 */
export const loadOrder: RestHandler<'loadOrder'> = ({ query, visitor, config }) => {
  const record = ownOrder(visitor, query.id);
  return { ok: record !== undefined, order: record?.order ?? null, config };
};
