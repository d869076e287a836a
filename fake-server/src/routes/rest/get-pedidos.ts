import { orderItems } from '../../state/orders.ts';
import type { RestHandler } from './handler.ts';

/** The view of an order item whose buyer still has to finish it (customer/checkout/finalize/{item_id}). */
export const FINALIZE_VIEW = 'finalize';

/**
 * The visitor's orders, item by item, as the order store holds them. `?id=` keeps that order's items
 * (matched on order_id; none for an unknown id); `toFinalize=1` keeps only items whose extra.view is
 * 'finalize', our simple stand-in for the real backend's rule, which the spec does not give. Both
 * filters combine.
 */
export const getPedidos: RestHandler<'getPedidos'> = ({ query, visitor, config }) => {
  const pedidos = orderItems(visitor).filter(
    (item) =>
      (query.id === undefined || item.order_id === query.id) && (query.toFinalize === undefined || item.extra.view === FINALIZE_VIEW),
  );
  return { pedidos, config };
};
