import type { CartItem } from './cart.ts';
import { PANEL_STATUS } from './order-status.ts';
import type { Order } from './payment.ts';
import { NOTA_SIMPLE_PRODUCT_IDS } from './product-ids.ts';

/**
 * Correcting a placed Nota Simple (updatePedidoNS, spec 7): the order detail offers it and the backend takes it only
 * while the order allows it, by this one rule (docs/decisions/038, "Correcting a placed Nota Simple"). The request
 * goes to the registry when the back office starts on it, so its data can change:
 * - while the order waits for payment;
 * - once paid, while the item waits to be processed ('Pendiente de tramitar', panel 10, or no panel status yet);
 * - in an incidence (panel 60): the registry could not find the property, and better data is what it needs.
 * Not once the back office is on it ('En tramitación'), nor once delivered, nor in a cancelled order.
 */
export function mayCorrectNotaSimple(
  order: Pick<Order, 'state'>,
  item: Pick<CartItem, 'product_id' | 'panel_status_id' | 'extra'>,
): boolean {
  if (!NOTA_SIMPLE_PRODUCT_IDS.includes(item.product_id) || order.state === 'canceled' || item.extra.url !== undefined) return false;
  if (order.state === 'pending_payment') return true;
  const panel = item.panel_status_id;
  return panel === null || panel === PANEL_STATUS.pendingTramitation || panel === PANEL_STATUS.incidence;
}

/** Why a correction was refused (400 naming the item), for an order that no longer allows it. */
export const NOTA_SIMPLE_NOT_CORRECTABLE =
  'the registry is already processing this Nota Simple (or has delivered it): its data can no longer be corrected';
