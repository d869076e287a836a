import { NOTA_SIMPLE_PRODUCT_IDS } from '#contracts/product-ids.ts';
import { applyNotaSimpleEdit } from '../../spain/nota-simple.ts';
import { ownItem } from '../../state/orders.ts';
import type { RestHandler } from './handler.ts';

/**
 * Corrects the owner, address, municipality and registry data of a Nota Simple the visitor has
 * ordered; the urgency paid for stays. Another id, another customer's item included, answers ok false (as an
 * unknown product does), and nothing changes.
 */
export const updatePedidoNs: RestHandler<'updatePedidoNs'> = ({ query, body, visitor, fixtures, config }) => {
  const item = ownItem(visitor, query.id);
  const pedido = item !== undefined && NOTA_SIMPLE_PRODUCT_IDS.includes(item.product_id) ? item : undefined;
  if (pedido === undefined) return { ok: false, pedido: null, config };
  return { ok: true, pedido: applyNotaSimpleEdit(pedido, body.data, fixtures.spain, 'body/data'), config };
};
