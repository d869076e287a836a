import type { CartItem } from '#contracts/cart.ts';
import type { BankDetails, MultibancoReference, Order, PaymentMethod } from '#contracts/payment.ts';
import { nextItemId } from './cart-items.ts';
import type { Visitor } from './visitor.ts';

/** An order as the fake backend keeps it: the contract's Order plus where its card challenge stands. */
export interface OrderRecord {
  order: Order;
  /** The 3DS challenge of a card payment: none needed, waiting for the buyer, or answered. */
  challenge: 'none' | 'pending' | 'approved' | 'failed';
}

/** Order ids start with the store id (fixtures/README.md) and are never reused. */
let lastOrderNumber = 20_000_000;

/** Multibanco: the fake entity number, and references unique across visitors. */
export const MULTIBANCO_ENTITY = '21312';
let lastReference = 310_000_000;
export const MULTIBANCO_VALIDITY_MS = 3 * 24 * 60 * 60 * 1000;

export const BANK_ACCOUNT = {
  beneficiary: 'Servicios Registrales Online S.L.',
  iban: 'ES91 2100 0418 4502 0005 1332',
  bic: 'CAIXESBBXXX',
} as const;

const roundCents = (value: number) => Math.round(value * 100) / 100;

/**
 * Places an order from the visitor's cart (checkout): the quote items move to the orders list with
 * the new order id and wait for payment; the cart is empty afterwards.
 */
export function placeOrder(visitor: Visitor, method: PaymentMethod): OrderRecord {
  lastOrderNumber += 1;
  const orderId = `${visitor.storeId}${lastOrderNumber}`;
  const items: CartItem[] = visitor.cart.map((item) => ({
    ...item,
    order_id: orderId,
    real_order_id: orderId,
    status: 'pending_payment',
  }));
  const total = roundCents(items.reduce((sum, item) => sum + (item.extra.current_price ?? 0), 0));
  const record: OrderRecord = {
    order: { order_id: orderId, state: 'pending_payment', payment_method: method, total, items, multibanco: null, bank: null },
    challenge: 'none',
  };
  if (method === 'bank') record.order.bank = bankDetails(orderId);
  visitor.cart = [];
  visitor.pedidos.push(...items);
  visitor.orders.set(orderId, record);
  return record;
}

export function bankDetails(orderId: string): BankDetails {
  return { ...BANK_ACCOUNT, concept: `Pedido ${orderId}` };
}

/** The order's Multibanco reference, created on first request and kept afterwards. */
export function multibancoReference(record: OrderRecord, now: Date = new Date()): MultibancoReference {
  if (record.order.multibanco === null) {
    lastReference += 1;
    const reference = String(lastReference);
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

function updateItems(visitor: Visitor, orderId: string, change: Partial<CartItem>): void {
  const apply = (item: CartItem) => (item.order_id === orderId ? { ...item, ...change } : item);
  visitor.pedidos = visitor.pedidos.map(apply);
}

/** The payment arrived: the order is paid and its items wait to be processed (panel status 10). */
export function markPaid(visitor: Visitor, record: OrderRecord): void {
  if (record.order.state !== 'pending_payment') return;
  record.order.state = 'paid';
  const change = { status: 'complete', panel_status_id: 10, pendingTramitation: true };
  record.order.items = record.order.items.map((item) => ({ ...item, ...change }));
  updateItems(visitor, record.order.order_id, change);
  visitor.lastPaidOrderId = record.order.order_id;
}

/**
 * The payment failed on the provider's side: the order is cancelled and its items go back into the
 * cart (as new quote items), as a Magento store restores the quote, so the buyer can pay another way.
 */
export function cancelOrder(visitor: Visitor, record: OrderRecord): void {
  if (record.order.state !== 'pending_payment') return;
  record.order.state = 'canceled';
  updateItems(visitor, record.order.order_id, { status: 'canceled' });
  visitor.cart.push(
    ...record.order.items.map((item) => ({ ...item, id: nextItemId(), order_id: null, real_order_id: null, status: 'pending' })),
  );
}

/** The visitor's order with this id that is still waiting for a payment by one of `methods`. */
export function pendingOrder(visitor: Visitor, orderId: string, methods: readonly PaymentMethod[]): OrderRecord | undefined {
  const record = visitor.orders.get(orderId);
  const waiting = record?.order.state === 'pending_payment' && methods.includes(record.order.payment_method);
  return waiting ? record : undefined;
}

/**
 * The visitor's order with this id when it still waits for a payment, switched to `method`: a buyer
 * may pay a pending order another way than the one chosen at checkout (customer/payment/order/{id}).
 */
export function payableOrder(visitor: Visitor, orderId: string, method: Exclude<PaymentMethod, 'cc' | 'bank'>): OrderRecord | undefined {
  const record = visitor.orders.get(orderId);
  if (record?.order.state !== 'pending_payment') return undefined;
  record.order.payment_method = method;
  record.order.bank = null;
  return record;
}

export function findByReference(visitor: Visitor, reference: string): OrderRecord | undefined {
  return [...visitor.orders.values()].find((record) => record.order.multibanco?.reference === reference);
}
