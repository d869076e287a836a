import { endpointRoutes } from './endpoint-routes.ts';
import { type Endpoint, failures } from './endpoint.ts';
import { ErrorResponse } from './errors.ts';
import { AddToCartResponse } from './cart.ts';
import {
  InvoiceResponse,
  LogoutBody,
  LogoutResponse,
  PushFilesResponse,
  PushSubscribeResponse,
  PushSubscriptionBody,
  RenewalBody,
} from './account.ts';
import { OrderIdQuery } from './payment.ts';

/** The account area's calls (spec 6, 7); shapes and choices in account.ts. */
export const accountEndpoints = {
  getInvoice: {
    ...endpointRoutes.getInvoice,
    query: OrderIdQuery,
    responses: { 200: InvoiceResponse, ...failures },
  },
  addActualizarNsAhora: {
    ...endpointRoutes.addActualizarNsAhora,
    body: RenewalBody,
    responses: { 200: AddToCartResponse, ...failures },
  },
  addActualizarPedidoAhora: {
    ...endpointRoutes.addActualizarPedidoAhora,
    body: RenewalBody,
    responses: { 200: AddToCartResponse, ...failures },
  },
  pushFilesToPedido: {
    ...endpointRoutes.pushFilesToPedido,
    query: OrderIdQuery,
    // 413: the file or the customer's uploads too large; 415: not a PDF, JPEG or PNG; 507: the server's uploads are full.
    responses: { 200: PushFilesResponse, ...failures, 413: ErrorResponse, 415: ErrorResponse, 507: ErrorResponse },
  },
  pushSubscribe: {
    ...endpointRoutes.pushSubscribe,
    body: PushSubscriptionBody,
    responses: { 200: PushSubscribeResponse, ...failures },
  },
  logout: {
    ...endpointRoutes.logout,
    assumed: 'spec 7 lists no logout call, and the spec does not name logging out.',
    body: LogoutBody,
    responses: { 200: LogoutResponse, ...failures },
  },
} as const satisfies Record<string, Endpoint>;
