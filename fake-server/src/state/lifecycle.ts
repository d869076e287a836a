import { documentLink } from '#contracts/api/account.ts';
import { ORDER_LIFECYCLE_DAYS } from '#contracts/fake-backend/admin.ts';
import type { CartItem, ChildItem } from '#contracts/api/cart.ts';
import { DAY_MS, needsFinalize } from '#contracts/rules/order-rules.ts';
import { PANEL_STATUS } from '#contracts/rules/order-status.ts';
import { locatedPropertiesFor } from '../spain/located-properties.ts';
import type { Account, OrderRecord } from './types.ts';

/**
 * The simulated order lifecycle (docs/decisions/012-orders-belong-to-the-customer.md). Tests age a
 * customer's orders (POST /__admin/clock); the orders follow their age:
 * waiting for payment → paid ('Pendiente de tramitar', panel 10) → 'En tramitación' (panel 20) →
 * 'Listo' (panel 110) with a delivered document. Items the back office stopped (an incidence, panel 60),
 * items waiting for the buyer's data (extra.view 'finalize') and seeded items in any other state stay as they are.
 */

/**
 * The customer's now. The simulated clock moves the customer's orders into the past instead of moving
 * now on, so the client's own clock (the 60-day rule, a document's validity) agrees with the server's.
 */
export function customerNow(): Date {
  return new Date();
}

const earlier = (iso: string, ms: number) => new Date(new Date(iso).getTime() - ms).toISOString();

function agedItem<Item extends CartItem | ChildItem>(item: Item, ms: number): Item {
  const extra = { ...item.extra };
  if (extra.delivered_at !== undefined) extra.delivered_at = earlier(extra.delivered_at, ms);
  if (extra.files !== undefined) extra.files = extra.files.map((file) => ({ ...file, uploaded_at: earlier(file.uploaded_at, ms) }));
  if ('childs' in extra && Array.isArray(extra.childs)) extra.childs = extra.childs.map((child: ChildItem) => agedItem(child, ms));
  return { ...item, created_at: earlier(item.created_at, ms), extra };
}

/**
 * The admin clock: `days` pass for the customer. Every date of their orders moves that far into the
 * past, then the orders follow their lifecycle to now. Each customer's orders age alone, so parallel
 * tests with their own customers never move each other's orders.
 */
export function advanceClock(account: Account, days: number): Date {
  const ms = days * DAY_MS;
  for (const record of account.orders.values()) {
    record.placedAt = earlier(record.placedAt, ms);
    if (record.paidAt !== null) record.paidAt = earlier(record.paidAt, ms);
    record.order.items = record.order.items.map((item) => agedItem(item, ms));
  }
  settleOrders(account);
  return customerNow();
}

const at = (iso: string, days: number) => new Date(new Date(iso).getTime() + days * DAY_MS);

/**
 * The payment arrived (at `paidAt`): the order is paid, its items wait to be processed (panel status 10,
 * 'Pendiente de tramitar') and it has its invoice.
 */
export function payOrder(record: OrderRecord, paidAt: Date): void {
  if (record.order.state !== 'pending_payment') return;
  record.order.state = 'paid';
  record.paidAt = paidAt.toISOString();
  const facturas = [documentLink(record.order.order_id, 'factura')];
  record.order.items = record.order.items.map((item) => ({
    ...item,
    status: 'complete',
    panel_status_id: PANEL_STATUS.pendingTramitation,
    pendingTramitation: true,
    extra: { ...item.extra, facturas },
  }));
}

/** What the registry's document says, as the backend's parser reads it: one entity per answer of the item. */
function parsedDocument(item: CartItem): Pick<CartItem['extra'], 'docParsed' | 'docParsedEntities'> {
  const entities = item.options
    .filter((option) => option.print_value !== '')
    .slice(0, 6)
    .map((option) => ({ entity: option.label, text_data: option.print_value }));
  const docParsed = [`${item.product_name} ${item.referencia}.`, ...entities.map((e) => `${e.entity}: ${e.text_data}.`)].join(' ');
  return { docParsed, docParsedEntities: entities };
}

/** The item is on the automatic path: paid, not stopped, not waiting for the buyer. */
function movesOn(item: CartItem): boolean {
  const onPath = item.panel_status_id === PANEL_STATUS.pendingTramitation || item.panel_status_id === PANEL_STATUS.inTramitation;
  return item.status === 'complete' && onPath && !needsFinalize(item);
}

function settleItem(item: CartItem, orderId: string, paidAt: string, now: Date): CartItem {
  if (!movesOn(item)) return item;
  const deliveredAt = at(paidAt, ORDER_LIFECYCLE_DAYS.ready);
  if (now >= deliveredAt) {
    const located = locatedPropertiesFor(item);
    return {
      ...item,
      panel_status_id: PANEL_STATUS.ready,
      pendingTramitation: false,
      extra: {
        ...item.extra,
        url: documentLink(orderId, 'documento', item.id),
        delivered_at: deliveredAt.toISOString(),
        ...parsedDocument(item),
        // a property search delivers the properties it found (docs/decisions/038)
        ...(located === undefined ? {} : { located_properties: located }),
      },
    };
  }
  if (now >= at(paidAt, ORDER_LIFECYCLE_DAYS.inTramitation)) {
    return { ...item, panel_status_id: PANEL_STATUS.inTramitation, pendingTramitation: false };
  }
  return item;
}

/** Brings one order up to `now`: paid once its payment is due, then its items along the path. */
export function settleOrder(record: OrderRecord, now: Date): void {
  const { order } = record;
  const paymentDue = at(record.placedAt, ORDER_LIFECYCLE_DAYS.paid);
  if (order.state === 'pending_payment' && record.challenge === 'none' && now >= paymentDue) payOrder(record, paymentDue);
  if (order.state !== 'paid' || record.paidAt === null) return;
  const paidAt = record.paidAt;
  order.items = order.items.map((item) => settleItem(item, order.order_id, paidAt, now));
}

export function settleOrders(account: Account): void {
  const now = customerNow();
  for (const record of account.orders.values()) settleOrder(record, now);
}
