import { Type, type Static } from 'typebox';
import { CartItem } from './cart.ts';
import { Config } from './config.ts';
import { NumericId } from './primitives.ts';
import { assumed } from './assumed.ts';

/** GET pedidos: the visitor's orders, each an item with its order fields filled. */
export const PedidosQuery = Type.Object({
  /** An order id: only that order's items. */
  id: Type.Optional(NumericId),
  toFinalize: Type.Optional(Type.Literal('1')),
});
export type PedidosQuery = Static<typeof PedidosQuery>;

/** `pedidos` is our name for the list, optional: without it the list reads as not loaded (client/src/api/get-pedidos.ts). */
export const PedidosResponse = Type.Object({
  pedidos: Type.Optional(assumed(Type.Array(CartItem), 'spec 7: GET pedidos is "order list"; the field holding it is not named.')),
  config: Config,
});
export type PedidosResponse = Static<typeof PedidosResponse>;
