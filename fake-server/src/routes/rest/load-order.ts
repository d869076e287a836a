import { ownOrder } from '../../state/orders.ts';
import type { RestHandler } from './handler.ts';

/**
 * One of the customer's orders, with its state, payment method and how to pay it; ok false for an id no
 * customer has, 403 for another customer's order.
 */
export const loadOrder: RestHandler<'loadOrder'> = ({ query, visitor, customers, config }) => {
  const record = ownOrder(visitor, customers, query.id, 'querystring/id');
  return { ok: record !== undefined, order: record?.order ?? null, config };
};
