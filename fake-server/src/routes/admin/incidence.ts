import { PANEL_STATUS } from '#contracts/rules/order-status.ts';
import { HttpError } from '../../errors.ts';
import { settleOrders } from '../../state/lifecycle.ts';
import { targetCustomer, targetVisitor, type AdminHandler } from './handler.ts';

/**
 * The back office reports an incidence (panel status 60, 'Incidencia') on one item of a customer's paid
 * order, or on all its items; the lifecycle leaves such items alone.
 */
export const incidence: AdminHandler<'incidence'> = (context) => {
  const { body, params } = context;
  const account = targetCustomer(context);
  settleOrders(account);
  const record = account.orders.get(params.order_id);
  if (record === undefined) throw new HttpError(400, `params/order_id: ${account.email} has no order ${params.order_id}`);
  if (record.order.state !== 'paid') throw new HttpError(400, `params/order_id: order ${params.order_id} is not paid`);
  if (body.item_id !== undefined && !record.order.items.some((item) => item.id === body.item_id)) {
    throw new HttpError(400, `body/item_id: item ${body.item_id} is not in order ${params.order_id}`);
  }
  record.order.items = record.order.items.map((item) =>
    body.item_id === undefined || item.id === body.item_id
      ? { ...item, status: 'complete', panel_status_id: PANEL_STATUS.incidence, pendingTramitation: false }
      : item,
  );
  return { ok: true, visitor: targetVisitor(context).id };
};
