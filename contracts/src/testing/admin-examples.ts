import type { Static, TSchema } from 'typebox';
import type { adminEndpoints } from '../fake-backend/admin.ts';
import { type AdminEndpointName, SCENARIOS } from '../fake-backend/admin.ts';
import { DEMO_CUSTOMER } from '../fake-backend/demo-data.ts';
import { cartItemExample } from './examples.ts';
import { pushSubscriptionExample } from './account-examples.ts';
import { ORDER_ID_EXAMPLE, multibancoReferenceExample } from './payment-examples.ts';

/** The fake backend's admin API (decision 028): one request and one 200 answer of each call, for the API reference. */

type Admin = typeof adminEndpoints;
type Part<N extends AdminEndpointName, K extends string> = Admin[N] extends { [P in K]: infer S extends TSchema } ? Static<S> : undefined;
type AdminRequest<N extends AdminEndpointName> = (Part<N, 'params'> extends undefined ? unknown : { params: Part<N, 'params'> }) &
  (Part<N, 'body'> extends undefined ? unknown : { body: Part<N, 'body'> });

/** A visitor as the fake issues session ids. */
const VISITOR = 'x3Jq9TtGkz2mVw8RbN4pLc';
const ok = () => ({ ok: true as const, visitor: VISITOR });

export const adminRequestExamples: { [N in AdminEndpointName as Part<N, 'body'> extends undefined ? never : N]: () => AdminRequest<N> } = {
  reset: () => ({ body: {} }),
  seed: () => ({ body: { scenario: SCENARIOS.customerWithOrdersInEveryStatus, store_id: 14 } }),
  faults: () => ({ body: { path: '/desktopapp/rest/cart', times: 1, status: 503 } }),
  multibancoPaid: () => ({ body: { reference: multibancoReferenceExample().reference } }),
  clock: () => ({ body: { customer: DEMO_CUSTOMER.email, advance_days: 3 } }),
  incidence: () => ({ params: { order_id: ORDER_ID_EXAMPLE }, body: { customer: DEMO_CUSTOMER.email } }),
  version: () => ({ body: { version: '5.47.0' } }),
  store: () => ({ body: { store_id: 16 } }),
  login: () => ({ body: { customer: DEMO_CUSTOMER.email } }),
};

export const adminResponseExamples: { [N in AdminEndpointName]: () => Static<Admin[N]['responses'][200]> } = {
  reset: ok,
  seed: ok,
  faults: ok,
  multibancoPaid: ok,
  clock: () => ({ ok: true, visitor: VISITOR, customer: DEMO_CUSTOMER.email, now: '2026-11-26T10:00:00.000Z' }),
  incidence: ok,
  pushSubscriptions: () => ({
    subscriptions: [
      { customer: DEMO_CUSTOMER.email, visitor: VISITOR, received_at: '2026-11-26T09:30:00.000Z', subscription: pushSubscriptionExample() },
    ],
  }),
  version: ok,
  state: () => ({
    visitor: VISITOR,
    store_id: 14,
    language: 'es',
    customer: DEMO_CUSTOMER.email,
    quote_id: '700000',
    cart: [{ id: cartItemExample().id, product_name: cartItemExample().product_name, price: 20.76 }],
    cart_total: 20.76,
    faults: [{ path: '/desktopapp/rest/cart', remaining: 1, status: 503, delayMs: 0, answerDropped: false }],
    orders: [
      { order_id: ORDER_ID_EXAMPLE, state: 'pending_payment', payment_method: 'multibanco', total: 140.52, pending_reference: '310000001' },
    ],
    now: '2026-11-26T10:00:00.000Z',
    state_file: null,
  }),
  journal: () => ({
    visitor: VISITOR,
    calls: [{ at: '2026-11-26T10:00:00.000Z', method: 'GET', url: '/desktopapp/rest/cart', status: 200, ms: 3.2 }],
  }),
  store: ok,
  login: ok,
};
