import type { RestHandler } from './handler.ts';

/** One of the visitor's orders, with its state, payment method and how to pay it. */
export const loadOrder: RestHandler<'loadOrder'> = ({ query, visitor, config }) => {
  const record = visitor.orders.get(query.id);
  return { ok: record !== undefined, order: record?.order ?? null, config };
};
