import { randomBytes } from 'node:crypto';
import { DEFAULT_STORE_ID } from '#contracts/constants/stores.ts';
import type { Visitor } from './types.ts';

function freshState(quoteId: string): Omit<Visitor, 'id'> {
  return {
    formkey: randomBytes(12).toString('base64url'),
    storeId: DEFAULT_STORE_ID,
    account: null,
    cart: [],
    quoteId,
    lastPaidOrderId: null,
    faults: new Map(),
    deployedVersion: null,
    uploads: { bytes: 0, paths: [] },
    journal: [],
  };
}

/** A first visit: nothing in the cart, no orders, and a new quote (`quoteId`, from the server's sequence). */
export function newVisitor(id: string, quoteId: string): Visitor {
  return { id, ...freshState(quoteId) };
}

/** Back to a first visit, in place, so requests holding this visitor see the reset too. */
export function resetVisitor(visitor: Visitor, quoteId: string): void {
  Object.assign(visitor, freshState(quoteId));
}
