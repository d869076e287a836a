import type { CartItem } from '../api/cart.ts';
import { orderStatusKey } from './order-status.ts';

/** Raw statuses of an item whose order waits for its payment (spec 4 "unpaid", without the stopped ones). */
export const AWAITING_PAYMENT: readonly string[] = [
  'pending',
  'pending_payment',
  'payment_review',
  'pending_paypal',
  'pending_multibanco',
  'pending_bank_transfer',
];

/** What of an order item the rule reads: the backend and the client both have it (pedidos). */
export type ChangeableItem = Pick<CartItem, 'status' | 'panel_status_id' | 'pendingTramitation' | 'extra'>;

/**
 * Whether the answers of an item already ordered may still change (updatepedido, product/actualizar), by one rule the
 * fake backend refuses with and the account offers the edit by (issue 41). Spec 6 and 9 give no such rule; the request
 * goes to the registry once the back office starts on it, so its answers can change until then, by spec 4's labels:
 * - while its order waits for payment ('Pendiente de Pago' of a pending or payment-type status);
 * - once paid, while it waits to be processed ('Pendiente de tramitar': panel 10 or pendingTramitation), which is
 *   also when an item asks the buyer for more data (pedidos ?toFinalize=1);
 * - in an incidence (panel 60), where better data is what the back office needs.
 * Never once the back office is on it ('En tramitación'), once delivered ('Listo', a document), nor when cancelled,
 * held, under fraud review or refunded ('Abonado'). A paid item still keeps the price paid (mayRepriceOrderItem).
 */
export function mayChangeOrderItem(item: ChangeableItem): boolean {
  if (item.extra.url !== undefined) return false;
  const key = orderStatusKey(item);
  if (key === 'unpaid') return AWAITING_PAYMENT.includes(item.status);
  return key === 'pendingTramitation' || key === 'incidence';
}

/** Why a change was refused, after the item's id: the 4xx names the item. */
export const ORDER_ITEM_NOT_CHANGEABLE =
  'is already being processed, delivered, cancelled or refunded: its answers can no longer change (only while unpaid, waiting to be processed or in an incidence)';
