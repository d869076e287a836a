import { type Endpoint, failures } from './endpoint.ts';
import { HtmlPage, MoneiIntentQuery, OrderIdQuery, PaymentIntentResponse, StripeProcessResponse } from './payment.ts';

/** spec 7 "Payments": the payment intents, the provider steps that answer HTML, and the card completion. */
export const paymentEndpoints = {
  otherMethodsPaymentIntent: {
    method: 'GET',
    path: '/desktopapp/rest/otherMethodsPaymentIntent/',
    query: OrderIdQuery,
    responses: { 200: PaymentIntentResponse, ...failures },
  },
  otherMethodsPaypal: {
    method: 'GET',
    path: '/desktopapp/rest/otherMethodsPaypal/',
    query: OrderIdQuery,
    responses: { 200: PaymentIntentResponse, ...failures },
  },
  otherMethodsBizum: {
    method: 'GET',
    path: '/desktopapp/rest/otherMethodsBizum/',
    query: OrderIdQuery,
    responses: { 200: PaymentIntentResponse, ...failures },
  },
  moneiPaymentIntent: {
    method: 'GET',
    path: '/desktopapp/rest/moneiPaymentIntent/',
    query: MoneiIntentQuery,
    responses: { 200: PaymentIntentResponse, ...failures },
  },
  paypalRedirect: {
    method: 'GET',
    path: '/paypal/standard/redirect/',
    query: OrderIdQuery,
    produces: 'html',
    responses: { 200: HtmlPage, ...failures },
  },
  processBizum: {
    method: 'GET',
    path: '/redsys/rest/processBizum',
    query: OrderIdQuery,
    produces: 'html',
    responses: { 200: HtmlPage, ...failures },
  },
  stripeProcess: {
    method: 'GET',
    path: '/stripe/rest/process/',
    query: OrderIdQuery,
    responses: { 200: StripeProcessResponse, ...failures },
  },
} as const satisfies Record<string, Endpoint>;
