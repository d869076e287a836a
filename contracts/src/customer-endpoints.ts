import { type Endpoint, failures, orderFailures } from './endpoint.ts';
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
    method: 'GET',
    path: '/desktopapp/rest/checkEmail/email/:email',
    params: EmailParams,
    responses: { 200: CheckEmailResponse, ...failures },
  },
  authenticate: {
    method: 'POST',
    path: '/desktopapp/rest/authenticate/',
    body: AuthenticateBody,
    responses: { 200: AuthenticateResponse, ...failures },
  },
  rememberPassword: {
    method: 'GET',
    path: '/desktopapp/rest/rememberPassword/email/:email/',
    params: EmailParams,
    query: RememberPasswordQuery,
    responses: { 200: RememberPasswordResponse, ...failures },
  },
  getClient: {
    method: 'GET',
    path: '/desktopapp/rest/client',
    responses: { 200: ClientResponse, ...failures },
  },
  clientUpdate: {
    method: 'POST',
    path: '/desktopapp/rest/clientupdate',
    body: ClientUpdateBody,
    responses: { 200: ClientUpdateResponse, ...failures },
  },
  checkoutRegister: {
    method: 'POST',
    path: '/desktopapp/rest/checkoutRegister/',
    body: CheckoutRegisterBody,
    responses: { 200: CheckoutResponse, ...failures },
  },
  checkoutAuthenticated: {
    method: 'POST',
    path: '/desktopapp/rest/checkoutAuthenticated/',
    body: CheckoutAuthenticatedBody,
    responses: { 200: CheckoutResponse, ...failures },
  },
  loadOrder: {
    method: 'GET',
    path: '/desktopapp/rest/loadorder',
    /** The order id. */
    query: IdQuery,
    responses: { 200: LoadOrderResponse, ...orderFailures },
  },
  loadQuote: {
    method: 'GET',
    path: '/desktopapp/rest/loadquote',
    cartCall: true,
    /** The quote id. */
    query: IdQuery,
    responses: { 200: LoadQuoteResponse, ...failures },
  },
} as const satisfies Record<string, Endpoint>;
