import { type CustomerActions, SINGLE_CUSTOMER_ONLY } from '#contracts/api/customer.ts';
import { HttpError } from '../errors.ts';

/**
 * The customer actions a request to change an order carries (spec 3; contracts/src/api/customer.ts): the order it
 * names must be the order being changed, and this storefront acts for one customer only. `field` names the
 * actions in a 400 ('body/actions', or 'querystring/actions' for a GET reading). No actions: nothing to check.
 */
export function checkCustomerActions(actions: CustomerActions | undefined, orderId: string, field = 'body/actions'): void {
  if (actions === undefined) return;
  if (actions.update_order_id !== orderId) {
    throw new HttpError(400, `${field}/update_order_id ${actions.update_order_id} is not order ${orderId}, which this request changes`);
  }
  if (actions.operation_multiples_clientes) throw new HttpError(400, `${field}/operation_multiples_clientes: ${SINGLE_CUSTOMER_ONLY}`);
}
