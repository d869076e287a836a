import { endpointRoutes } from './endpoint-routes.ts';
import { type Endpoint, failures } from './endpoint.ts';
import {
  HtmlPage,
  MoneiIntentQuery,
  MultibancoIntentResponse,
  OptionalOrderIdQuery,
  OrderIdQuery,
  PaymentIntentResponse,
  StripeProcessResponse,
} from './payment.ts';

/** spec 7 "Payments": the payment intents, the provider steps that answer HTML, and the card completion. */
export const paymentEndpoints = {
  otherMethodsPaymentIntent: {
    ...endpointRoutes.otherMethodsPaymentIntent,
    query: OrderIdQuery,
    responses: { 200: MultibancoIntentResponse, ...failures },
  },
  otherMethodsPaypal: {
    ...endpointRoutes.otherMethodsPaypal,
    query: OrderIdQuery,
    responses: { 200: PaymentIntentResponse, ...failures },
  },
  otherMethodsBizum: {
    ...endpointRoutes.otherMethodsBizum,
    query: OrderIdQuery,
    responses: { 200: PaymentIntentResponse, ...failures },
  },
  moneiPaymentIntent: {
    ...endpointRoutes.moneiPaymentIntent,
    query: MoneiIntentQuery,
    responses: { 200: PaymentIntentResponse, ...failures },
  },
  paypalRedirect: {
    ...endpointRoutes.paypalRedirect,
    query: OptionalOrderIdQuery,
    responses: { 200: HtmlPage, ...failures },
  },
  processBizum: {
    ...endpointRoutes.processBizum,
    query: OptionalOrderIdQuery,
    responses: { 200: HtmlPage, ...failures },
  },
  stripeProcess: {
    ...endpointRoutes.stripeProcess,
    query: OrderIdQuery,
    responses: { 200: StripeProcessResponse, ...failures },
  },
} as const satisfies Record<string, Endpoint>;
