import { Type, type Static } from 'typebox';
import { Config } from './config.ts';
import { ORDER_ITEM_STATUSES } from '../rules/order-status.ts';
import { LOCATED_PROPERTY_REF_PATTERN } from '../constants/patterns.ts';
import { IneCode, NumericId, dateTime } from './primitives.ts';
import { assumed } from './assumed.ts';

/** What spec 3 lists of an item's extra: the fields beyond it are ours. */
const ITEM_EXTRA_SAYS = 'spec 3 lists extra as url, docParsed, docParsedEntities, facturas, abonos, view, current_price and childs.';

/** An uploaded document as the order item lists it in extra.files. */
/** The most items a quote holds (rules/cart-bounds.ts): adding one more is refused (400) and nothing is added. */
export { MAX_CART_ITEMS } from '../rules/cart-bounds.ts';

export const UploadedFile = Type.Object({
  file_id: NumericId,
  name: Type.String(),
  size: Type.Integer({ minimum: 0 }),
  content_type: Type.String(),
  uploaded_at: dateTime('When the file was received'),
});
export type UploadedFile = Static<typeof UploadedFile>;

/** spec 3 "Cart / quote item". */
export const ItemOption = Type.Object({
  option_id: Type.String(),
  option_value: Type.String(),
  value: Type.String(),
  print_value: Type.String(),
  label: Type.String(),
});
export type ItemOption = Static<typeof ItemOption>;

export const DocParsedEntity = Type.Object({
  entity: Type.String(),
  text_data: Type.String(),
});

/**
 * A property the property search found (spec 1 "a located-property service"; docs/decisions/038): where the registry
 * keeps it, which the delivered search lists on its order item and the located-property service (18361) orders a
 * Nota Simple of. `ref` names it within its search.
 */
export const LocatedProperty = Type.Object({
  ref: Type.String({ pattern: LOCATED_PROPERTY_REF_PATTERN }),
  registro: Type.String({ minLength: 1 }),
  finca: Type.String({ minLength: 1 }),
  municipio: Type.String({ minLength: 1 }),
  provincia: Type.String({ minLength: 1 }),
  codigo_ine: IneCode,
  descripcion: Type.String({ minLength: 1 }),
});
export type LocatedProperty = Static<typeof LocatedProperty>;

export const ItemExtraBase = {
  url: Type.Optional(Type.String()),
  docParsed: Type.Optional(Type.String()),
  docParsedEntities: Type.Optional(Type.Array(DocParsedEntity)),
  facturas: Type.Optional(Type.Array(Type.String())),
  abonos: Type.Optional(Type.Array(Type.String())),
  view: Type.Optional(Type.String()),
  current_price: Type.Optional(Type.Number()),
  /** When the document at `url` was delivered (UTC, ISO 8601): the 60-day rule counts from it (order-rules.ts). */
  delivered_at: Type.Optional(assumed(dateTime('When the document at url was delivered; the 60-day rule counts from it'), ITEM_EXTRA_SAYS)),
  /** The documents the buyer uploaded for this item (pushFilesToPedido). */
  files: Type.Optional(assumed(Type.Array(UploadedFile), ITEM_EXTRA_SAYS)),
  /** A delivered property search (18357): the properties it found (docs/decisions/038). */
  located_properties: Type.Optional(assumed(Type.Array(LocatedProperty, { maxItems: 50 }), ITEM_EXTRA_SAYS)),
};

const ItemFields = {
  id: Type.String(),
  order_id: Type.Union([Type.String(), Type.Null()]),
  product_id: Type.String(),
  qty: Type.Integer({ minimum: 1 }),
  options: Type.Array(ItemOption),
  /** The client shows it in local time. */
  created_at: dateTime('When the item was added'),
  status: Type.Enum(ORDER_ITEM_STATUSES, { description: "The item's raw status; spec 4 groups them into the labels a buyer sees." }),
  referencia: Type.String(),
  product_name: Type.String(),
  panel_status_id: Type.Union([Type.Integer(), Type.Null()], {
    description: "The back office's panel status once paid (10 pending, 20 in progress, 60 incidence, 110 and 120 ready), else null.",
  }),
  pendingTramitation: Type.Boolean(),
  parent_id: Type.Union([Type.String(), Type.Null()]),
  real_order_id: Type.Union([Type.String(), Type.Null()]),
};

/** A child item: the same fields, without nested children. */
export const ChildItem = Type.Object({
  ...ItemFields,
  extra: Type.Object(ItemExtraBase),
});
export type ChildItem = Static<typeof ChildItem>;

export const CartItem = Type.Object({
  ...ItemFields,
  extra: Type.Object({ ...ItemExtraBase, childs: Type.Optional(Type.Array(ChildItem)) }),
});
export type CartItem = Static<typeof CartItem>;

export const CartResponse = Type.Object({
  cart: Type.Array(CartItem),
  config: Config,
});
export type CartResponse = Static<typeof CartResponse>;

const ADD_TO_CART_SAYS = 'spec 7 "Add to cart": the responses carry config; their shape beyond config is not shown.';

/**
 * What every add-to-cart call answers beyond config (spec 7: "not shown"): the new cart, so the header
 * can show it at once, and the id of the item just added, which a linked item names as origin_id. Optional: a
 * backend that leaves them out is read again for its cart, and the new item is the one the cart did not hold
 * before (client/src/api/added-item.ts). The fake backend sends both.
 */
export const AddToCartResponse = Type.Object({
  ok: Type.Optional(assumed(Type.Literal(true), ADD_TO_CART_SAYS)),
  item_id: Type.Optional(assumed(Type.String(), ADD_TO_CART_SAYS)),
  cart: Type.Optional(assumed(Type.Array(CartItem), ADD_TO_CART_SAYS)),
  config: Config,
});
export type AddToCartResponse = Static<typeof AddToCartResponse>;
