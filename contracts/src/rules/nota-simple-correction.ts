import type { CartItem } from '../api/cart.ts';
import { PANEL_STATUS, orderStatusGroup } from './order-status.ts';
import { NOTA_SIMPLE_PRODUCT_IDS } from '../constants/product-ids.ts';
import { AWAITING_PAYMENT } from './order-item-changes.ts';

/** What of an order item the rule reads: the backend and the client both have it (pedidos). */
export type CorrectableItem = Pick<CartItem, 'product_id' | 'status' | 'panel_status_id' | 'extra'>;

/**
 * Correcting a placed Nota Simple (updatePedidoNS, spec 7): the order detail offers it and the backend takes it only
 * while the order allows it, by this one rule (docs/decisions/038, "Correcting a placed Nota Simple"). The request
 * goes to the registry when the back office starts on it, so until then its data can change:
 * - while its order waits for payment;
 * - once paid, while it waits to be processed ('Pendiente de tramitar', panel 10);
 * - in an incidence (panel 60): the registry could not find the property, and better data is what it needs.
 * Not once the back office is on it ('En tramitación'), nor once delivered, nor when cancelled, held, refunded.
 */
export function mayCorrectNotaSimple(item: CorrectableItem): boolean {
  if (!NOTA_SIMPLE_PRODUCT_IDS.includes(item.product_id) || item.extra.url !== undefined) return false;
  if (AWAITING_PAYMENT.includes(item.status)) return true;
  if (orderStatusGroup(item.status) !== 'complete') return false;
  return item.panel_status_id === PANEL_STATUS.pendingTramitation || item.panel_status_id === PANEL_STATUS.incidence;
}

/** Why a correction was refused (400 naming the item), for an order that no longer allows it. */
export const NOTA_SIMPLE_NOT_CORRECTABLE =
  'the registry is already processing this Nota Simple (or has delivered it): its data can no longer be corrected';
