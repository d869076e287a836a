import { type Endpoint, failures } from './endpoint.ts';
import { CartResponse } from './cart.ts';
import {
  AddGenericBody,
  AddGenericResponse,
  AddGenericWithAssociationBody,
  UpdatePedidoBody,
  UpdatePedidoQuery,
  UpdatePedidoResponse,
  UpdateQuoteItemBody,
  UpdateQuoteItemQuery,
} from './generic.ts';

/** The generic product's calls (spec 7); shapes and choices in generic.ts. */
export const genericEndpoints = {
  addGeneric: {
    method: 'POST',
    path: '/desktopapp/rest/addgeneric',
    cartCall: true,
    body: AddGenericBody,
    responses: { 200: AddGenericResponse, ...failures },
  },
  addGenericWithAssociation: {
    method: 'POST',
    path: '/desktopapp/rest/addgenericWithAssociation',
    cartCall: true,
    body: AddGenericWithAssociationBody,
    responses: { 200: AddGenericResponse, ...failures },
  },
  updateQuoteItem: {
    method: 'POST',
    path: '/desktopapp/rest/updatequoteitem',
    cartCall: true,
    query: UpdateQuoteItemQuery,
    body: UpdateQuoteItemBody,
    responses: { 200: CartResponse, ...failures },
  },
  updatePedido: {
    method: 'POST',
    path: '/desktopapp/rest/updatepedido',
    query: UpdatePedidoQuery,
    body: UpdatePedidoBody,
    responses: { 200: UpdatePedidoResponse, ...failures },
  },
} as const satisfies Record<string, Endpoint>;
