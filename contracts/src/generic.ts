import { Type, type Static } from 'typebox';
import { CartItem } from './cart.ts';
import { Config } from './config.ts';
import { NumericId } from './primitives.ts';
import { OPTION_TYPES } from './option-types.ts';
import { NotaSimpleEdit } from './spain.ts';
import { CertidaoEdit, IpredialEdit } from './portugal.ts';

/**
 * The generic product's form (spec 3 "Forms: generic form") and its calls (spec 7: addgeneric,
 * addgenericWithAssociation, updatequoteitem, updatepedido). Where spec 7 says "not shown" or gives two
 * readings, the choice is ours and written beside the schema (docs/decisions/008-generic-product-flow.md).
 */

/**
 * One answer. `value` is the raw answer: the chosen value id for drop_down, radio, radio_button and checkbox;
 * the text for field, area and the searched types; the date as typed; the file's name for file.
 */
export const GenericValue = Type.Object({
  option_id: NumericId,
  product_id: NumericId,
  type: Type.Enum(OPTION_TYPES),
  value: Type.String({ maxLength: 2000 }),
});
export type GenericValue = Static<typeof GenericValue>;

/** The answers in step order (each answered step appends; going back truncates). */
export const GenericForm = Type.Object({
  product_id: NumericId,
  values: Type.Array(GenericValue, { maxItems: 200 }),
});
export type GenericForm = Static<typeof GenericForm>;

/** POST addgeneric: config plus form (spec 7). */
export const AddGenericBody = Type.Object({ config: Config, form: GenericForm });
export type AddGenericBody = Static<typeof AddGenericBody>;

/**
 * POST addgenericWithAssociation: config, form, origin and origin_id (spec 7). `origin` says which flow the
 * buyer came from (the product key, e.g. 'ns' or a product id) and `origin_id` is the cart item this one is
 * linked to: the new item's parent_id. An origin_id not in the cart answers 400 naming origin_id.
 */
export const AddGenericWithAssociationBody = Type.Object({
  config: Config,
  form: GenericForm,
  origin: Type.String({ minLength: 1, maxLength: 40 }),
  origin_id: NumericId,
});
export type AddGenericWithAssociationBody = Static<typeof AddGenericWithAssociationBody>;

/**
 * updatequoteitem?id= with the edited data as form. Spec 7 gives a GET and "one reading" a POST with config
 * and form; a form cannot travel in a GET body, so ours is the POST reading. The form replaces the item's
 * answers and the backend reprices it; the answer is the new cart. An id not in the cart answers 400 naming id.
 */
export const UpdateQuoteItemBody = Type.Object({
  config: Config,
  /**
   * The generic answers, or the edit-dialog fields of a dedicated flow's item: a Nota Simple's (spain.ts
   * NotaSimpleEdit) for 15867/18508, a permanent certificate's (portugal.ts CertidaoEdit) for 18414, a
   * simplified report's (IpredialEdit) for 18421.
   */
  form: Type.Union([GenericForm, NotaSimpleEdit, CertidaoEdit, IpredialEdit]),
});
export type UpdateQuoteItemBody = Static<typeof UpdateQuoteItemBody>;

/**
 * updatepedido?id={order_id}: spec 7 describes it as a GET and as "a POST with body options"; ours is the POST,
 * naming the item of the order and its new answers (the options). It answers the updated order item.
 */
export const UpdatePedidoBody = Type.Object({
  item_id: NumericId,
  options: Type.Array(GenericValue, { maxItems: 200 }),
});
export type UpdatePedidoBody = Static<typeof UpdatePedidoBody>;

export const UpdatePedidoResponse = Type.Object({
  ok: Type.Literal(true),
  pedido: CartItem,
  config: Config,
});
export type UpdatePedidoResponse = Static<typeof UpdatePedidoResponse>;
