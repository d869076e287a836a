import type { CartItem } from '#contracts/api/cart.ts';

/** One line of an order: a child item (extra.childs) has the same fields, without children of its own. */
export type OrderItem = Omit<CartItem, 'extra'> & { extra: Omit<CartItem['extra'], 'childs'> };

export interface OrderLine {
  item: OrderItem;
  /** The items ordered with it (extra.childs, or items naming it as parent_id), shown under it. */
  children: OrderItem[];
}

export interface OrderGroup {
  orderId: string;
  /** The earliest created_at of its items (UTC, ISO 8601). */
  createdAt: string;
  lines: OrderLine[];
  /** Every item of the order, parents and children: what the status and the documents are read from. */
  items: OrderItem[];
}

const time = (iso: string) => {
  const ms = Date.parse(iso);
  return Number.isNaN(ms) ? 0 : ms;
};

/** The item's own price, children included in theirs: extra.current_price, 0 when the backend gives none. */
export const priceOf = (item: OrderItem) => item.extra.current_price ?? 0;

/**
 * The pedidos answer (one entry per ordered item) as orders, newest first (ties: the higher order id first).
 * Items without an order id are skipped. An order has no total here: the pedidos answer carries none, and a total is
 * the backend's (loadorder), never the items added up (issue 41; docs/reference/assumed-answers.md). Within an order, an item naming another item of it as parent_id, or
 * listed in its extra.childs, is shown under that parent and only there.
 */
export function groupOrders(pedidos: readonly CartItem[]): OrderGroup[] {
  const byOrder = new Map<string, CartItem[]>();
  for (const item of pedidos) {
    if (!item.order_id) continue;
    byOrder.set(item.order_id, [...(byOrder.get(item.order_id) ?? []), item]);
  }
  const groups = [...byOrder].map(([orderId, items]): OrderGroup => {
    const ids = new Set(items.map((item) => item.id));
    const nested = new Set(items.flatMap((item) => (item.extra.childs ?? []).map((child) => child.id)));
    const tops = items.filter((item) => !(item.parent_id !== null && ids.has(item.parent_id)) && !nested.has(item.id));
    const lines = tops.map((top): OrderLine => {
      const { childs = [], ...extra } = top.extra;
      const seen = new Set<string>();
      const children = [...childs, ...items.filter((item) => item.parent_id === top.id)]
        .filter((child) => (seen.has(child.id) ? false : (seen.add(child.id), true)))
        .map((child): OrderItem => {
          const { childs: _nested, ...childExtra } = child.extra as CartItem['extra'];
          return { ...child, extra: childExtra };
        });
      return { item: { ...top, extra }, children };
    });
    const all = lines.flatMap((line) => [line.item, ...line.children]);
    const createdAt = items.map((item) => item.created_at).sort((a, b) => time(a) - time(b))[0] ?? '';
    return { orderId, createdAt, lines, items: all };
  });
  return groups.sort((a, b) => time(b.createdAt) - time(a.createdAt) || b.orderId.localeCompare(a.orderId, 'en', { numeric: true }));
}
