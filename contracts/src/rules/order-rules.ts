import type { CartItem } from '../api/cart.ts';
import { roundMoney } from './money.ts';
import { PANEL_STATUS, isPortugueseOrderId, orderStatusGroup } from './order-status.ts';
import type { Order } from '../api/payment.ts';
import { NOTA_SIMPLE_PRODUCT_IDS } from '../constants/product-ids.ts';
import { isPortugueseStore } from '../constants/stores.ts';

/**
 * The business constants and rules of orders after the purchase (spec 4, 9), shared by the client and the
 * fake backend so the two can never disagree.
 */

/** extra.view of a paid item whose buyer still has to give more data (pedidos ?toFinalize=1, customer/checkout/finalize/{item_id}). */
export const FINALIZE_VIEW = 'finalize';

export function needsFinalize(item: Pick<CartItem, 'extra'>): boolean {
  return item.extra.view === FINALIZE_VIEW;
}

/** spec 4, 9: a Nota Simple delivered more than this many days ago is offered for update. */
export const NOTA_SIMPLE_UPDATE_AFTER_DAYS = 60;

export const DAY_MS = 24 * 60 * 60 * 1000;

/** An item's document was delivered: a 'complete*' item with panel status 110 or 120, or its document link. */
export function isDelivered(item: Pick<CartItem, 'status' | 'panel_status_id' | 'extra'>): boolean {
  if (orderStatusGroup(item.status) !== 'complete') return false;
  const panel = item.panel_status_id;
  return panel === PANEL_STATUS.ready || panel === PANEL_STATUS.readyAndSent || item.extra.url !== undefined;
}

/** When the item's document was delivered: extra.delivered_at, else (older backends) its created_at. */
export function deliveredAt(item: Pick<CartItem, 'created_at' | 'extra'>): Date {
  return new Date(item.extra.delivered_at ?? item.created_at);
}

/**
 * The last moment a Nota Simple delivered at `delivered` is current: 60 days of 24 hours later. The one definition of
 * its age (issue 23, point 2): the account area's 'Caducado' and Renovar and the backend's addactualizarnsahora both
 * read it, so they agree to the millisecond (whole days counted one way and milliseconds the other disagreed for up
 * to 24 hours, while the buyer saw Renovar and the backend refused it).
 */
export function notaSimpleCurrentUntil(delivered: Date): Date {
  return new Date(delivered.getTime() + NOTA_SIMPLE_UPDATE_AFTER_DAYS * DAY_MS);
}

/**
 * spec 4, 9: a delivered Nota Simple older than 60 days is offered for update (addactualizarnsahora): at exactly
 * 60 days after delivery it is still current, a millisecond later it is due.
 */
export function isNotaSimpleUpdateDue(
  item: Pick<CartItem, 'product_id' | 'status' | 'panel_status_id' | 'created_at' | 'extra'>,
  now: Date,
): boolean {
  if (!NOTA_SIMPLE_PRODUCT_IDS.includes(item.product_id) || !isDelivered(item)) return false;
  return now.getTime() > notaSimpleCurrentUntil(deliveredAt(item)).getTime();
}

/** VAT charged on an order, by the country of its store: 21 % in Spain (and elsewhere), 23 % in Portugal. */
export const VAT_RATES = { ES: 0.21, PT: 0.23 } as const;

export function vatRateOfOrder(orderId: string): number {
  return isPortugueseOrderId(orderId) ? VAT_RATES.PT : VAT_RATES.ES;
}

/** The VAT rate a store's buyers pay, by its country: Portuguese stores PT, every other store ES. */
export function vatRateOfStore(storeId: number): number {
  return isPortugueseStore(storeId) ? VAT_RATES.PT : VAT_RATES.ES;
}

/** An order total (prices include VAT) split into its base and VAT, as the invoice prints it. */
export function vatBreakdown(total: number, rate: number): { base: number; vat: number; total: number } {
  const base = roundMoney(total / (1 + rate));
  return { base, vat: roundMoney(total - base), total: roundMoney(total) };
}

/** An order's state as its items' statuses tell it: waiting while an item waits for payment, canceled when all are. */
export function orderStateOfItems(items: readonly Pick<CartItem, 'status'>[]): Order['state'] {
  if (items.some((item) => item.status === 'pending_payment')) return 'pending_payment';
  if (items.every((item) => item.status === 'canceled')) return 'canceled';
  return 'paid';
}

/**
 * Whether new answers may change the price of an item already ordered (updatepedido): only while its order waits
 * for payment, and then the item is repriced as the cart prices it and the order's total follows. The item of a
 * paid (or cancelled) order keeps the price paid, so only answers at that same price are taken (issue 22, point 6:
 * a deed copy ordered at 99 € and upgraded to 240,76 € of answers was paid at 99 €).
 */
export function mayRepriceOrderItem(order: Pick<Order, 'state'>): boolean {
  return order.state === 'pending_payment';
}
