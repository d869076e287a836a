import { endpointRoutes } from './endpoint-routes.ts';
import { type Endpoint, failures } from './endpoint.ts';
import { ErrorResponse } from './errors.ts';
import { IdQuery } from './primitives.ts';
import {
  AuthenticateBody,
  AuthenticateResponse,
  CheckEmailResponse,
  ClientResponse,
  ClientUpdateBody,
  ClientUpdateResponse,
  EmailParams,
  RememberPasswordQuery,
  RememberPasswordResponse,
} from './customer.ts';
import { CheckoutAuthenticatedBody, CheckoutRegisterBody, CheckoutResponse, LoadOrderResponse, LoadQuoteResponse } from './payment.ts';

/** spec 7 "Customer and checkout", plus loadorder/loadquote and the client record of "Data". */
export const customerEndpoints = {
  checkEmail: {
    ...endpointRoutes.checkEmail,
    params: EmailParams,
    responses: { 200: CheckEmailResponse, ...failures },
  },
  authenticate: {
    ...endpointRoutes.authenticate,
    body: AuthenticateBody,
    /** 429 (with Retry-After): too many failed logins for this address or from this browser; the message names which. */
    responses: { 200: AuthenticateResponse, ...failures, 429: ErrorResponse },
  },
  rememberPassword: {
    ...endpointRoutes.rememberPassword,
    params: EmailParams,
    query: RememberPasswordQuery,
    responses: { 200: RememberPasswordResponse, ...failures },
  },
  getClient: {
    ...endpointRoutes.getClient,
    responses: { 200: ClientResponse, ...failures },
  },
  clientUpdate: {
    ...endpointRoutes.clientUpdate,
    body: ClientUpdateBody,
    responses: { 200: ClientUpdateResponse, ...failures },
  },
  checkoutRegister: {
    ...endpointRoutes.checkoutRegister,
    body: CheckoutRegisterBody,
    responses: { 200: CheckoutResponse, ...failures },
  },
  checkoutAuthenticated: {
    ...endpointRoutes.checkoutAuthenticated,
    body: CheckoutAuthenticatedBody,
    responses: { 200: CheckoutResponse, ...failures },
  },
  loadOrder: {
    ...endpointRoutes.loadOrder,
    /** The order id. */
    query: IdQuery,
    responses: { 200: LoadOrderResponse, ...failures },
  },
  loadQuote: {
    ...endpointRoutes.loadQuote,
    /** The quote id. */
    query: IdQuery,
    responses: { 200: LoadQuoteResponse, ...failures },
  },
} as const satisfies Record<string, Endpoint>;
