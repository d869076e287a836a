import type { CartItem } from '#contracts/cart.ts';
import type { Order } from '#contracts/payment.ts';
import type { StoreId } from '#contracts/stores.ts';

/** A fault set through the admin API, waiting for the next calls to its path. */
export interface PendingFault {
  remaining: number;
  /** The status to fail with, or null to answer normally after the delay. */
  status: number | null;
  delayMs: number;
}

/**
 * An order as the fake backend keeps it: the contract's Order, whose items are the only copy of the
 * order's lines (the pedidos list shows these very items), plus where its card challenge stands.
 */
export interface OrderRecord {
  order: Order;
  /** The 3DS challenge of a card payment: none needed, waiting for the buyer, or answered. */
  challenge: 'none' | 'pending' | 'approved' | 'failed';
}

/** What the fake backend remembers about one browser (one session cookie). */
export interface Visitor {
  readonly id: string;
  formkey: string;
  storeId: StoreId;
  loggedIn: boolean;
  customerEmail: string;
  /** The quote. */
  cart: CartItem[];
  /**
   * Orders placed at checkout or seeded, by order id, oldest first: the one truth that the pedidos
   * list, loadorder and the configuration's last order are read from.
   */
  orders: Map<string, OrderRecord>;
  /** The id loadquote knows the current quote by. */
  quoteId: string;
  /** The last order paid, which the configuration reports (lastOrderId, lastOrderSuccess…). */
  lastPaidOrderId: string | null;
  /** By exact path, without the query string. */
  faults: Map<string, PendingFault>;
}
