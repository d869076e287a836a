import { endpointRoutes } from './endpoint-routes.ts';
import { type Endpoint, failures } from './endpoint.ts';
import { AddToCartResponse } from './cart.ts';
import {
  AddGenericBody,
  AddGenericWithAssociationBody,
  UpdatePedidoBody,
  UpdatePedidoQuery,
  UpdatePedidoResponse,
  UpdateQuoteItemBody,
  UpdateQuoteItemQuery,
  UpdateQuoteItemResponse,
} from './generic.ts';
import { IdQuery } from './primitives.ts';

/** The generic product's calls (spec 7); shapes and choices in generic.ts. */
export const genericEndpoints = {
  addGeneric: {
    ...endpointRoutes.addGeneric,
    body: AddGenericBody,
    responses: { 200: AddToCartResponse, ...failures },
  },
  addGenericWithAssociation: {
    ...endpointRoutes.addGenericWithAssociation,
    body: AddGenericWithAssociationBody,
    responses: { 200: AddToCartResponse, ...failures },
  },
  updateQuoteItem: {
    ...endpointRoutes.updateQuoteItem,
    /** The cart (quote) item's id. */
    query: IdQuery,
    body: UpdateQuoteItemBody,
    responses: { 200: UpdateQuoteItemResponse, ...failures },
  },
  updatePedido: {
    ...endpointRoutes.updatePedido,
    /** The order id. */
    query: IdQuery,
    body: UpdatePedidoBody,
    responses: { 200: UpdatePedidoResponse, ...failures },
  },
  /** The GET reading of updatequoteitem (spec 7): the form as JSON in the query; the same answer as the POST. */
  updateQuoteItemGet: {
    ...endpointRoutes.updateQuoteItemGet,
    query: UpdateQuoteItemQuery,
    responses: { 200: UpdateQuoteItemResponse, ...failures },
  },
  /** The GET reading of updatepedido (spec 7): item_id, options and actions in the query; the same answer as the POST. */
  updatePedidoGet: {
    ...endpointRoutes.updatePedidoGet,
    query: UpdatePedidoQuery,
    responses: { 200: UpdatePedidoResponse, ...failures },
  },
} as const satisfies Record<string, Endpoint>;
