import { needsFinalize } from '#contracts/rules/order-rules.ts';
import { ordersOf } from '../../state/orders.ts';
import type { OrderRecord } from '../../state/types.ts';
import type { RestHandler } from './handler.ts';

/** When an order was placed, as its items tell it (a placed order's items carry its creation time). */
const placedAt = (record: OrderRecord) =>
  record.order.items.reduce((latest, item) => (item.created_at > latest ? item.created_at : latest), '');

/**
 * The logged-in customer's orders, item by item, newest order first. `?id=` keeps that order's items
 * (none for an order that is not the caller's: another customer's is answered as one nobody has); `toFinalize=1` keeps only items whose
 * extra.view is 'finalize', our simple stand-in for the real backend's rule, which the spec does not give.
 * Both filters combine. A visitor who is not logged in has no orders.
 */
export const getPedidos: RestHandler<'getPedidos'> = ({ query, visitor, config }) => {
  const records = [...ordersOf(visitor).values()];
  // Newest first; among orders placed at the same moment, the one kept last first.
  const newestFirst = records
    .map((record, index) => ({ record, index, at: placedAt(record) }))
    .sort((a, b) => (a.at === b.at ? b.index - a.index : a.at < b.at ? 1 : -1))
    .flatMap(({ record }) => record.order.items);
  const pedidos = newestFirst.filter(
    (item) => (query.id === undefined || item.order_id === query.id) && (query.toFinalize === undefined || needsFinalize(item)),
  );
  return { pedidos, config };
};
