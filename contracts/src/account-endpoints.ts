import { type Endpoint, failures, orderFailures } from './endpoint.ts';
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
    method: 'GET',
    path: '/desktopapp/rest/invoice/',
    query: OrderIdQuery,
    responses: { 200: InvoiceResponse, ...orderFailures },
  },
  addActualizarNsAhora: {
    method: 'POST',
    path: '/desktopapp/rest/addactualizarnsahora',
    cartCall: true,
    body: RenewalBody,
    responses: { 200: AddToCartResponse, ...orderFailures },
  },
  addActualizarPedidoAhora: {
    method: 'POST',
    path: '/desktopapp/rest/addactualizarpedidoahora',
    cartCall: true,
    body: RenewalBody,
    responses: { 200: AddToCartResponse, ...orderFailures },
  },
  pushFilesToPedido: {
    method: 'POST',
    path: '/desktopapp/rest/pushFilesToPedido/',
    query: OrderIdQuery,
    /** multipart/form-data: the file in UPLOAD_FILE_FIELD, optionally item_id (uploads.ts); streamed, never retried. */
    consumes: 'multipart',
    responses: { 200: PushFilesResponse, ...orderFailures, 413: ErrorResponse, 415: ErrorResponse },
  },
  pushSubscribe: {
    method: 'POST',
    path: '/desktopapp/rest/pushSubscribe/',
    body: PushSubscriptionBody,
    responses: { 200: PushSubscribeResponse, ...failures },
  },
  logout: {
    method: 'POST',
    path: '/desktopapp/rest/logout/',
    body: LogoutBody,
    responses: { 200: LogoutResponse, ...failures },
  },
} as const satisfies Record<string, Endpoint>;
