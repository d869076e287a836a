import type { CartItem } from '#contracts/api/cart.ts';
import type { BankDetails, MultibancoReference, Order } from '#contracts/api/payment.ts';
import type { PaymentMethod } from '#contracts/constants/payment-methods.ts';
import { orderStateOfItems } from '#contracts/rules/order-rules.ts';
import { cartTotal } from '#contracts/rules/pricing.ts';
import { customerNow, payOrder, settleOrders } from './lifecycle.ts';
import type { Sequences } from './sequences.ts';
import type { Account, OrderRecord, Visitor } from './types.ts';

/** Multibanco: the fake entity number, and how long a reference can be paid. */
export const MULTIBANCO_ENTITY = '21312';
export const MULTIBANCO_VALIDITY_MS = 3 * 24 * 60 * 60 * 1000;

/** The fake backend's own account, which a bank transfer goes to. */
export const BANK_ACCOUNT = {
  beneficiary: 'Servicios Registrales Online S.L.',
  iban: 'ES91 2100 0418 4502 0005 1332',
  bic: 'CAIXESBBXXX',
} as const;

const totalOf = cartTotal;

const NO_ORDERS: ReadonlyMap<string, OrderRecord> = new Map();

/**
 * The orders of the customer logged in on this browser, brought up to the customer's simulated now (the
 * lifecycle); none for a visitor who is not logged in. Orders belong to the customer, never to a browser.
 */
export function ordersOf(visitor: Visitor): ReadonlyMap<string, OrderRecord> {
  if (visitor.account === null) return NO_ORDERS;
  settleOrders(visitor.account);
  return visitor.account.orders;
}

/**
 * The caller's order with this id, undefined otherwise: an order of another customer (or any order, for a visitor
 * who is not logged in) is no different from one nobody has, so no answer tells an attacker which ids exist
 * (docs/decisions/028-a-hardened-fake-backend.md, issue 22 point 6; it was a 403 under decision 012).
 */
export function ownOrder(visitor: Visitor, orderId: string): OrderRecord | undefined {
  return ordersOf(visitor).get(orderId);
}

function accountOf(visitor: Visitor): Account {
  if (visitor.account === null) throw new Error('only a logged-in customer has orders');
  return visitor.account;
}

/**
 * Places an order from the visitor's cart (checkout) for the customer logged in: the quote items become
 * the order's items, with the new order id, waiting for payment; the cart is empty afterwards. Order ids
 * start with the store id (fixtures/README.md) and are never reused.
 */
export function placeOrder(visitor: Visitor, method: PaymentMethod, sequences: Sequences): OrderRecord {
  const account = accountOf(visitor);
  const orderId = `${visitor.storeId}${sequences.nextOrderNumber()}`;
  const placedAt = customerNow().toISOString();
  const items: CartItem[] = visitor.cart.map((item) => ({
    ...item,
    created_at: placedAt,
    order_id: orderId,
    real_order_id: orderId,
    status: 'pending_payment',
  }));
  const record: OrderRecord = {
    order: {
      order_id: orderId,
      state: 'pending_payment',
      payment_method: method,
      total: totalOf(items),
      items,
      multibanco: null,
      bank: null,
    },
    challenge: 'none',
    placedAt,
    paidAt: null,
  };
  if (method === 'bank') record.order.bank = bankDetails(orderId);
  visitor.cart = [];
  account.orders.set(orderId, record);
  return record;
}

/** Every item of the customer's orders, oldest order first: read from the orders. */
export function orderItems(visitor: Visitor): CartItem[] {
  return [...ordersOf(visitor).values()].flatMap((record) => record.order.items);
}

/**
 * The orders of a scenario's order items (fixtures/scenarios/*.json `pedidos`), grouped by order id in
 * the order they first appear. A scenario gives each item's status but not its order's, which is read
 * from the items; nor the payment method, so a seeded order was paid, or is to be paid, by card.
 */
export function ordersOfItems(items: readonly CartItem[], now: Date): Map<string, OrderRecord> {
  const itemsByOrder = new Map<string, CartItem[]>();
  for (const item of items) {
    const orderId = item.order_id ?? item.real_order_id;
    if (orderId === null) throw new Error(`order item ${item.id} has no order_id`);
    itemsByOrder.set(orderId, [...(itemsByOrder.get(orderId) ?? []), item]);
  }
  const orders = new Map<string, OrderRecord>();
  for (const [orderId, orderItemList] of itemsByOrder) {
    const order: Order = {
      order_id: orderId,
      state: orderStateOfItems(orderItemList),
      payment_method: 'cc',
      total: totalOf(orderItemList),
      items: orderItemList,
      multibanco: null,
      bank: null,
    };
    // The lifecycle of a seeded order starts at the seeding: an order waiting for payment is paid a day later.
    const seededAt = now.toISOString();
    orders.set(orderId, { order, challenge: 'none', placedAt: seededAt, paidAt: order.state === 'paid' ? seededAt : null });
  }
  return orders;
}

export function bankDetails(orderId: string): BankDetails {
  return { ...BANK_ACCOUNT, concept: `Pedido ${orderId}` };
}

/** The order's Multibanco reference, created on first request (the server's next reference) and kept afterwards. */
export function multibancoReference(record: OrderRecord, sequences: Sequences, now: Date = new Date()): MultibancoReference {
  if (record.order.multibanco === null) {
    const reference = sequences.nextMultibancoReference();
    record.order.multibanco = {
      entity: MULTIBANCO_ENTITY,
      reference,
      amount: record.order.total,
      expiry: new Date(now.getTime() + MULTIBANCO_VALIDITY_MS).toISOString(),
      voucher_url: `/monei/voucher/${reference}`,
    };
  }
  return record.order.multibanco;
}

function changeItems(record: OrderRecord, change: Partial<CartItem>): void {
  record.order.items = record.order.items.map((item) => ({ ...item, ...change }));
}

/** The buyer paid on this browser: the order is paid, and the configuration names it as the last order. */
export function markPaid(visitor: Visitor, record: OrderRecord): void {
  if (record.order.state !== 'pending_payment') return;
  payOrder(record, customerNow());
  visitor.lastPaidOrderId = record.order.order_id;
}

/**
 * The payment failed on the provider's side: the order and its items are cancelled, and the items go
 * back into the cart (as new quote items, with the server's next item ids), as a Magento store restores
 * the quote, so the buyer can pay another way.
 */
export function cancelOrder(visitor: Visitor, record: OrderRecord, sequences: Sequences): void {
  if (record.order.state !== 'pending_payment') return;
  record.order.state = 'canceled';
  changeItems(record, { status: 'canceled' });
  visitor.cart.push(
    ...record.order.items.map((item) => ({
      ...item,
      id: sequences.nextItemId(),
      order_id: null,
      real_order_id: null,
      status: 'pending' as const,
    })),
  );
}

const isAwaiting = (record: OrderRecord, methods: readonly PaymentMethod[]) =>
  record.order.state === 'pending_payment' && methods.includes(record.order.payment_method);

/** The visitor's order with this id that is still waiting for a payment by one of `methods`. */
export function pendingOrder(visitor: Visitor, orderId: string, methods: readonly PaymentMethod[]): OrderRecord | undefined {
  const record = ordersOf(visitor).get(orderId);
  return record !== undefined && isAwaiting(record, methods) ? record : undefined;
}

/** The order named, or without a name the visitor's latest order awaiting one of these payments (spec 7's provider steps). */
export function awaitedOrder(visitor: Visitor, orderId: string | undefined, methods: readonly PaymentMethod[]): OrderRecord | undefined {
  if (orderId !== undefined) return pendingOrder(visitor, orderId, methods);
  return [...ordersOf(visitor).values()].findLast((record) => isAwaiting(record, methods));
}

/**
 * The visitor's order with this id when it still waits for a payment, switched to `method`: a buyer
 * may pay a pending order another way than the one chosen at checkout (customer/payment/order/{id}).
 */
export function payableOrder(visitor: Visitor, orderId: string, method: Exclude<PaymentMethod, 'cc' | 'bank'>): OrderRecord | undefined {
  const record = ordersOf(visitor).get(orderId);
  if (record?.order.state !== 'pending_payment') return undefined;
  record.order.payment_method = method;
  record.order.bank = null;
  return record;
}

export function findByReference(visitor: Visitor, reference: string): OrderRecord | undefined {
  return [...ordersOf(visitor).values()].find((record) => record.order.multibanco?.reference === reference);
}
