import type { CartItem } from '#contracts/api/cart.ts';
import { NOTA_SIMPLE_NOT_CORRECTABLE, mayCorrectNotaSimple } from '#contracts/rules/nota-simple-correction.ts';
import { NOTA_SIMPLE_PRODUCT_IDS, PRODUCT_IDS } from '#contracts/constants/product-ids.ts';
import { HttpError } from '../../errors.ts';
import { checkCustomerActions } from '../../orders/customer-actions.ts';
import { applyNotaSimpleEdit } from '../../spain/nota-simple.ts';
import { ordersOf } from '../../state/orders.ts';
import type { OrderRecord, Visitor } from '../../state/types.ts';
import type { RestHandler } from './handler.ts';

/** The caller's order holding this item, with the item; undefined when it is not one of the caller's. */
function ownOrderItem(visitor: Visitor, itemId: string): { record: OrderRecord; item: CartItem } | undefined {
  for (const record of ordersOf(visitor).values()) {
    const item = record.order.items.find((candidate) => candidate.id === itemId);
    if (item !== undefined) return { record, item };
  }
  return undefined;
}

/**
 * With `cascades`, the property searches started from this Nota Simple (their parent_id, a person searched) that the
 * registry has not started take the corrected owner's name: they repeat it (spec 3 "actions"; decision 038).
 */
function cascadeOwnerName(record: OrderRecord, noteItem: CartItem): void {
  const owner = noteItem.options.find((option) => option.option_id === 'nombre')?.value.trim() ?? '';
  if (owner === '') return;
  for (const child of record.order.items) {
    if (child.parent_id !== noteItem.id || child.product_id !== PRODUCT_IDS.propertySearchItem) continue;
    if (!mayCorrectNotaSimple({ ...child, product_id: PRODUCT_IDS.simpleNote })) continue;
    child.options = child.options.map((option) =>
      option.option_id === 'nombre_persona' ? { ...option, value: owner, print_value: owner } : option,
    );
  }
}

/**
 * Corrects the owner, address, municipality and registry data of a Nota Simple the visitor has ordered, while the
 * order allows it (mayCorrectNotaSimple: before the registry starts on it, or in an incidence); the urgency paid for
 * stays. Another id, another customer's item included, answers ok false (as an unknown product does), and nothing
 * changes; a Nota Simple the registry already processes answers 400 naming the id.
 */
export const updatePedidoNs: RestHandler<'updatePedidoNs'> = ({ query, body, visitor, fixtures, config }) => {
  const found = ownOrderItem(visitor, query.id);
  if (found === undefined || !NOTA_SIMPLE_PRODUCT_IDS.includes(found.item.product_id)) return { ok: false, pedido: null, config };
  const { record, item } = found;
  checkCustomerActions(body.actions, record.order.order_id);
  if (!mayCorrectNotaSimple(item)) throw new HttpError(400, `querystring/id: ${NOTA_SIMPLE_NOT_CORRECTABLE}`);
  const pedido = applyNotaSimpleEdit(item, body.data, fixtures.spain, 'body/data');
  if (body.actions?.cascades === true) cascadeOwnerName(record, pedido);
  return { ok: true, pedido, config };
};
