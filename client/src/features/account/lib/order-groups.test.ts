import { describe, expect, test } from 'vitest';
import type { CartItem } from '#contracts/api/cart.ts';
import { groupOrders } from './order-groups.ts';

const item = (
  id: string,
  orderId: string | null,
  createdAt: string,
  extra: Partial<CartItem['extra']> = {},
  parentId: string | null = null,
): CartItem => ({
  id,
  order_id: orderId,
  product_id: '15867',
  qty: 1,
  options: [],
  created_at: createdAt,
  status: 'complete',
  referencia: `R-${id}`,
  product_name: `Item ${id}`,
  panel_status_id: null,
  pendingTramitation: false,
  parent_id: parentId,
  real_order_id: orderId,
  extra: { current_price: 10, ...extra },
});

describe('orders from the pedidos answer', () => {
  test('[orders] items are grouped by order, newest order first', () => {
    const groups = groupOrders([
      item('1', '1400000001', '2026-01-01T10:00:00Z'),
      item('2', '1400000003', '2026-03-01T10:00:00Z'),
      item('3', '1400000001', '2026-01-01T10:00:05Z'),
      item('4', '1400000002', '2026-02-01T10:00:00Z'),
      item('5', null, '2026-04-01T10:00:00Z'),
    ]);
    expect(groups.map((group) => group.orderId)).toEqual(['1400000003', '1400000002', '1400000001']);
    expect(groups[2]?.lines.map((line) => line.item.id)).toEqual(['1', '3']);
    expect(groups[2]?.createdAt).toBe('2026-01-01T10:00:00Z');
  });

  test('[orders] an order read from pedidos carries no total: its items are never added up into one', () => {
    const [group] = groupOrders([item('1', '1400000001', '2026-01-01T10:00:00Z'), item('2', '1400000001', '2026-01-01T10:00:00Z')]);
    expect(group).toBeDefined();
    expect(group).not.toHaveProperty('total');
  });

  test('[orders] child items sit under their parent, once, whether nested in extra.childs or naming parent_id', () => {
    const child = item('11', '1400000001', '2026-01-01T10:00:00Z', { current_price: 5 }, '10');
    const { childs: _none, ...childExtra } = child.extra;
    const parent = item('10', '1400000001', '2026-01-01T10:00:00Z', { childs: [{ ...child, extra: childExtra }] });
    const sibling = item('12', '1400000001', '2026-01-01T10:00:00Z', {}, '10');
    const [group] = groupOrders([parent, child, sibling]);
    expect(group?.lines).toHaveLength(1);
    expect(group?.lines[0]?.children.map((entry) => entry.id)).toEqual(['11', '12']);
    expect(group?.items.map((entry) => entry.id)).toEqual(['10', '11', '12']);
  });
});
