import { CustomerActions } from '#contracts/api/customer.ts';
import { UpdatePedidoBody } from '#contracts/api/generic.ts';
import type { RestHandler } from './handler.ts';
import { checkCustomerActions } from '../../orders/customer-actions.ts';
import { asQueryReading, jsonQueryParameter } from './json-query.ts';
import { updatePedido } from './update-pedido.ts';

/**
 * The GET reading of updatepedido (spec 7): `item_id`, and the answers (`options`) and customer actions (`actions`) as
 * JSON, which the POST carries in its body. Answered exactly as the POST (update-pedido.ts), a refusal naming
 * `querystring/options` (item_id, actions) where the POST names `body/options`.
 */
export const updatePedidoGet: RestHandler<'updatePedidoGet'> = (context) => {
  const { id, item_id, options, actions } = context.query;
  const parsedActions = actions === undefined ? undefined : jsonQueryParameter(actions, CustomerActions, 'actions');
  checkCustomerActions(parsedActions, id, 'querystring/actions');
  const body = {
    item_id,
    options: jsonQueryParameter(options, UpdatePedidoBody.properties.options, 'options'),
    ...(parsedActions === undefined ? {} : { actions: parsedActions }),
  };
  return asQueryReading(['item_id', 'options', 'actions'], () => updatePedido({ ...context, query: { id }, body }));
};
