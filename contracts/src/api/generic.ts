import { Type, type Static } from 'typebox';
import { CartItem } from './cart.ts';
import { Config } from './config.ts';
import { CustomerActions } from './customer.ts';
import { GENERIC_ANSWER_MAX_LENGTH } from '../constants/patterns.ts';
import { NumericId } from './primitives.ts';
import { OPTION_TYPES } from '../constants/option-types.ts';
import { NotaSimpleEdit } from './spain.ts';
import { CertidaoEdit, IpredialEdit } from './portugal.ts';
import { assumed } from './assumed.ts';

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
  value: Type.String({ maxLength: GENERIC_ANSWER_MAX_LENGTH }),
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
 * updatequoteitem?id= with the edited data as form. Spec 7 gives two readings, a GET carrying the form and a POST with
 * config and form; the backend answers both (docs/decisions/038, "The GET readings"). This is the POST's body; the
 * form replaces the item's answers and the backend reprices it; the answer is the new cart. An id not in the cart
 * answers 400 naming id. The client sends the POST.
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
 * updatepedido?id={order_id}: spec 7 describes it as a GET and as "a POST with body options"; the backend answers both
 * (docs/decisions/038). The POST names the item of the order and its new answers (the options), and optionally the
 * customer's actions (customer.ts: operation 'update' of that order). It answers the updated order item.
 */
export const UpdatePedidoBody = Type.Object({
  item_id: NumericId,
  options: Type.Array(GenericValue, { maxItems: 200 }),
  actions: Type.Optional(CustomerActions),
});
export type UpdatePedidoBody = Static<typeof UpdatePedidoBody>;

/**
 * What updatequoteitem answers (spec 7 does not say): the new cart. Optional: a backend that leaves it out is read
 * again for its cart (client/src/api/update-quote-item.ts). The fake backend sends it.
 */
export const UpdateQuoteItemResponse = Type.Object({
  cart: Type.Optional(assumed(Type.Array(CartItem), 'spec 7 lists updatequoteitem?id= with the edited data; its answer is not shown.')),
  config: Config,
});
export type UpdateQuoteItemResponse = Static<typeof UpdateQuoteItemResponse>;

/**
 * What updatepedido answers (spec 7 does not say): the updated item. Optional: without it the client reads the item
 * again from GET pedidos (client/src/api/update-pedido.ts).
 */
const UPDATE_PEDIDO_SAYS = 'spec 7 lists updatepedido?id= (a GET, or a POST with body options); its answer is not shown.';
export const UpdatePedidoResponse = Type.Object({
  ok: Type.Optional(assumed(Type.Literal(true), UPDATE_PEDIDO_SAYS)),
  pedido: Type.Optional(assumed(CartItem, UPDATE_PEDIDO_SAYS)),
  config: Config,
});
export type UpdatePedidoResponse = Static<typeof UpdatePedidoResponse>;

/**
 * The GET readings of updatequoteitem and updatepedido (spec 7): a GET has no body, so what the POST sends in its body
 * travels as JSON in one query parameter each, URL-encoded: `updatequoteitem?id=7&form=<the POST's form as JSON>`
 * (the configuration is the session's, as on every GET) and
 * `updatepedido?id=<order>&item_id=<item>&options=<the answers as JSON>[&actions=<the actions as JSON>]`.
 * The backend checks the decoded value against the POST's schema and answers exactly as the POST does, naming a
 * wrong field under `querystring/form/…`. A URL must stay short enough for every proxy on the way, so the JSON of
 * a GET is at most MAX_GET_FORM_LENGTH characters; a longer form goes by POST (the client always posts: a form in
 * a URL lands in server and proxy logs).
 */
export const MAX_GET_FORM_LENGTH = 6000;

const JsonParameter = (what: string) => Type.String({ minLength: 2, maxLength: MAX_GET_FORM_LENGTH, description: `${what}, as JSON` });

export const UpdateQuoteItemQuery = Type.Object({
  /** The cart (quote) item's id. */
  id: NumericId,
  form: JsonParameter("the POST reading's form"),
});
export type UpdateQuoteItemQuery = Static<typeof UpdateQuoteItemQuery>;

export const UpdatePedidoQuery = Type.Object({
  /** The order id. */
  id: NumericId,
  item_id: NumericId,
  options: JsonParameter('the new answers (GenericValue[])'),
  actions: Type.Optional(JsonParameter('the customer actions (CustomerActions)')),
});
export type UpdatePedidoQuery = Static<typeof UpdatePedidoQuery>;
