import { randomBytes } from 'node:crypto';
import type { CartItem } from '#contracts/cart.ts';
import type { OrderRecord } from './orders.ts';
import { DEFAULT_STORE_ID, type StoreId } from '#contracts/stores.ts';

/** A fault set through the admin API, waiting for the next calls to its path. */
export interface PendingFault {
  remaining: number;
  /** The status to fail with, or null to answer normally after the delay. */
  status: number | null;
  delayMs: number;
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
  pedidos: CartItem[];
  /** Orders placed at checkout, by order id (their items are in `pedidos` too). */
  orders: Map<string, OrderRecord>;
  /** The id loadquote knows the current quote by. */
  quoteId: string;
  /** The last order paid, which the configuration reports (lastOrderId, lastOrderSuccess…). */
  lastPaidOrderId: string | null;
  /** By exact path, without the query string. */
  faults: Map<string, PendingFault>;
}

/** Quote ids, unique across visitors and never reused, as a database's would be. */
let lastQuoteId = 700000;
function nextQuoteId(): string {
  lastQuoteId += 1;
  return String(lastQuoteId);
}

function freshState(): Omit<Visitor, 'id'> {
  return {
    formkey: randomBytes(12).toString('base64url'),
    storeId: DEFAULT_STORE_ID,
    loggedIn: false,
    customerEmail: '',
    cart: [],
    pedidos: [],
    orders: new Map(),
    quoteId: nextQuoteId(),
    lastPaidOrderId: null,
    faults: new Map(),
  };
}

export function newVisitor(id: string): Visitor {
  return { id, ...freshState() };
}

/** Back to a first visit, in place, so requests holding this visitor see the reset too. */
export function resetVisitor(visitor: Visitor): void {
  Object.assign(visitor, freshState());
}
