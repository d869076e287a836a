import { MatchersV3 } from '@pact-foundation/pact';
import type { CartItem } from '#contracts/cart.ts';
import type { Config } from '#contracts/config.ts';
import type { ClientRecord } from '#contracts/customer.ts';
import type { CheckoutNext, Order } from '#contracts/payment.ts';
import { cartItemExample, configExample, deedCopyInCartExample } from './examples.ts';

const { equal, like, regex, eachLike, fromProviderState } = MatchersV3;

const DIGITS = '^[0-9]+$';
export const ORDER_ID_EXAMPLE = '1420000001';

/** The order id the provider state created, injected into the request; the example while the consumer test runs. */
export const injectedOrderId = () => fromProviderState('${orderId}', ORDER_ID_EXAMPLE);

/** The configuration of a logged-in customer: shapes only, loggedIn pinned. */
export function customerConfigShape(overrides: Partial<Config> = {}) {
  return like({ ...configExample({ customerEmail: 'cliente@example.com', ...overrides }), loggedIn: equal(true) });
}

/** The configuration after an order was paid: it names that order (lastOrderId, lastOrderSuccess…). */
export function paidConfigShape() {
  return customerConfigShape({
    lastOrderId: ORDER_ID_EXAMPLE,
    lastItemIds: ['500001', '500002'],
    lastOrderProducts: ['15867', '18458'],
    lastOrderPrice: 140.52,
    lastOrderSuccess: { data: `window.opfConversions = (window.opfConversions || []).concat("${ORDER_ID_EXAMPLE}");` },
  });
}

/** What a checkout call answers when it placed an order: what comes next is pinned, the rest by shape. */
export function placedOrderShape(next: CheckoutNext, config: unknown = customerConfigShape()) {
  return {
    ok: equal(true),
    message: like(next === 'challenge' ? `/stripe/3ds/challenge?order_id=${ORDER_ID_EXAMPLE}` : ''),
    next: equal(next),
    order_id: regex(DIGITS, ORDER_ID_EXAMPLE),
    config,
  };
}

function orderItem(item: CartItem, paid: boolean): CartItem {
  return {
    ...item,
    order_id: ORDER_ID_EXAMPLE,
    real_order_id: ORDER_ID_EXAMPLE,
    status: paid ? 'complete' : 'pending_payment',
    panel_status_id: paid ? 10 : null,
    pendingTramitation: paid,
  };
}

export function paidOrderExample(): Order {
  return {
    order_id: ORDER_ID_EXAMPLE,
    state: 'paid',
    payment_method: 'cc',
    total: 140.52,
    items: [orderItem(cartItemExample(), true), orderItem(deedCopyInCartExample(), true)],
    multibanco: null,
    bank: null,
  };
}

/** A paid card order: its state pinned, its items by shape. */
export function paidOrderShape(order: Order = paidOrderExample()) {
  const [first] = order.items;
  return like({
    ...order,
    order_id: regex(DIGITS, order.order_id),
    state: equal('paid'),
    items: eachLike(like({ ...first, id: regex(DIGITS, first?.id ?? '1'), order_id: regex(DIGITS, ORDER_ID_EXAMPLE) })),
  });
}

/** The billing record the provider state keeps for the registered customer. */
export const BILLING_RECORD: ClientRecord = {
  name: 'Cliente Ejemplo S.L.',
  taxId: 'B12345674',
  address: 'Calle Mayor 1',
  city: 'Madrid',
  postalCode: '28013',
  province: 'Madrid',
  email: 'cliente@example.com',
  phone: '600123123',
  country: 'ES',
  payment: { preferred_payment: 'bank' },
};
