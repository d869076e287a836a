import type { PushSubscriptionBody } from '#contracts/api/account.ts';
import type { JournalEntry } from '#contracts/fake-backend/admin.ts';
import type { CartItem } from '#contracts/api/cart.ts';
import type { ClientUpdateData } from '#contracts/api/customer.ts';
import type { Order } from '#contracts/api/payment.ts';
import type { StoreId } from '#contracts/constants/stores.ts';

/** A fault set through the admin API, waiting for the next calls to its path. */
export interface PendingFault {
  remaining: number;
  /** The status to fail with, or null to answer normally after the delay. */
  status: number | null;
  delayMs: number;
  /** The call is handled (its change kept) and then its answer replaced by `status`: an answer lost on the way back. */
  answerDropped: boolean;
}

/**
 * An order as the fake backend keeps it: the contract's Order, whose items are the only copy of the
 * order's lines (the pedidos list shows these very items), plus where its card challenge stands.
 */
export interface OrderRecord {
  order: Order;
  /** The 3DS challenge of a card payment: none needed, waiting for the buyer, or answered. */
  challenge: 'none' | 'pending' | 'approved' | 'failed';
  /** When it was placed and paid, on its customer's simulated clock (UTC ISO): the lifecycle counts from them. */
  placedAt: string;
  paidAt: string | null;
  /**
   * The answer a provider page offered for this order (its answer path) and the one-time token its buttons carry,
   * until the answer comes (routes/providers): a return without it settles nothing.
   */
  providerAnswer?: { path: string; token: string };
}

/**
 * A customer account as the backend keeps it: never the password itself, only its scrypt hash. The
 * customer's orders live here, not with a browser: the same customer sees them from any browser
 * (docs/decisions/012-orders-belong-to-the-customer.md).
 */
export interface Account {
  email: string;
  /** `scrypt$<salt hex>$<hash hex>` */
  passwordHash: string;
  /** The billing record as kept: the bank account whole (the browser only ever gets its last four digits). */
  client: ClientUpdateData | null;
  /**
   * Orders placed at checkout or seeded, by order id, oldest first: the one truth that the pedidos
   * list, loadorder and the configuration's last order are read from.
   */
  orders: Map<string, OrderRecord>;
}

/** A push subscription as received (pushSubscribe), with whom it came from. */
export interface StoredPushSubscription {
  customer: string;
  visitor: string;
  received_at: string;
  subscription: PushSubscriptionBody;
}

/** What the fake backend remembers about one browser (one session cookie). */
export interface Visitor {
  /** The session id; a new one on login and logout (VisitorStore.rotate), so only the store changes it. */
  id: string;
  formkey: string;
  storeId: StoreId;
  /** The customer logged in on this browser, or null: config loggedIn and customerEmail, and whose orders it sees. */
  account: Account | null;
  /** The quote. */
  cart: CartItem[];
  /** The id loadquote knows the current quote by. */
  quoteId: string;
  /** The last order paid, which the configuration reports (lastOrderId, lastOrderSuccess…). */
  lastPaidOrderId: string | null;
  /** By exact path, without the query string. */
  faults: Map<string, PendingFault>;
  /** The version the version file answers this visitor (admin version), null for the built one. */
  deployedVersion: string | null;
  /**
   * The files this browser uploaded (pushFilesToPedido) and their bytes. They are the customer's, listed on their order,
   * and count towards the customer's quota (uploads/upload-space.ts); they stay when the visitor goes.
   */
  uploads: { bytes: number; paths: string[] };
  /** The request journal of the dev panel: this visitor's last JOURNAL_SIZE API calls, oldest first (never saved). */
  journal: JournalEntry[];
}
