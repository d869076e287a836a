import { describe, expect, test } from 'vitest';
import { createSequences } from '../../src/state/sequences.ts';
import { cartItem } from '../helpers/test-fixtures.ts';
import { newSessionId, SESSION_ID_PATTERN, VisitorStore } from '../../src/state/visitor-store.ts';

const visitorStore = (capacity?: number) => new VisitorStore(createSequences().nextQuoteId, { capacity });

describe('VisitorStore', () => {
  test('[visitors] obtain creates a visitor under the given id, and answers the same one after', () => {
    const visitors = visitorStore();

    const visitor = visitors.obtain('abc');

    expect(visitor).toMatchObject({ id: 'abc', storeId: 14, account: null, cart: [] });
    expect(visitors.obtain('abc')).toBe(visitor);
  });

  test('[visitors] every new or reset visitor gets a quote id of its own', () => {
    const visitors = visitorStore();
    const ana = visitors.obtain('ana');
    const ben = visitors.obtain('ben');
    const anaBefore = ana.quoteId;

    visitors.reset(ana);

    expect(new Set([anaBefore, ben.quoteId, ana.quoteId]).size).toBe(3);
  });

  test('[visitors] beyond its capacity the least recently seen visitor is dropped', () => {
    const visitors = visitorStore(2);
    visitors.obtain('first');
    visitors.obtain('second');
    visitors.obtain('first');

    visitors.obtain('third');

    expect(visitors.size).toBe(2);
    expect(visitors.has('first')).toBe(true);
    expect(visitors.has('second')).toBe(false);
  });

  test('[visitors] over capacity an anonymous empty visitor goes before a less recently seen one with a cart', () => {
    const visitors = visitorStore(2);
    const buyer = visitors.obtain('buyer');
    buyer.cart.push(cartItem('101'));
    visitors.settle(buyer);
    visitors.obtain('empty');

    visitors.obtain('newcomer');

    expect([visitors.has('buyer'), visitors.has('empty'), visitors.has('newcomer')]).toEqual([true, false, true]);
  });

  test('[visitors] when every other visitor holds something, the least recently seen of them goes, never the newcomer', () => {
    const visitors = visitorStore(2);
    for (const id of ['first', 'second']) {
      visitors.obtain(id).cart.push(cartItem('101'));
      visitors.settle(visitors.obtain(id));
    }

    visitors.obtain('newcomer');

    expect([visitors.has('first'), visitors.has('second'), visitors.has('newcomer')]).toEqual([false, true, true]);
  });

  test('[visitors] over capacity an anonymous visitor goes before a less recently seen customer, whatever its cart holds', () => {
    const visitors = visitorStore(2);
    const customer = visitors.obtain('customer');
    customer.account = { email: 'ana@example.com', passwordHash: '', client: null, orders: new Map() };
    visitors.settle(customer);
    const anonymous = visitors.obtain('anonymous');
    anonymous.cart.push(cartItem('101'));
    visitors.settle(anonymous);

    visitors.obtain('newcomer');

    expect([visitors.has('customer'), visitors.has('anonymous'), visitors.has('newcomer')]).toEqual([true, false, true]);
  });

  test('[visitors] over capacity an anonymous empty visitor goes before an anonymous one with a cart', () => {
    const visitors = visitorStore(2);
    const withCart = visitors.obtain('with-cart');
    withCart.cart.push(cartItem('101'));
    visitors.settle(withCart);
    visitors.obtain('empty');

    visitors.obtain('newcomer');

    expect([visitors.has('with-cart'), visitors.has('empty'), visitors.has('newcomer')]).toEqual([true, false, true]);
  });

  test('[visitors] a drafted visitor is not held until adopted, and then has a quote id', () => {
    const visitors = visitorStore();
    const draft = visitors.draft();

    expect([visitors.holds(draft), visitors.size]).toEqual([false, 0]);
    visitors.adopt(draft);
    expect([visitors.holds(draft), visitors.size, draft.quoteId !== '']).toEqual([true, 1, true]);
  });

  test('[visitors] new session ids are random and match the admin API visitor pattern', () => {
    const ids = new Set(Array.from({ length: 100 }, newSessionId));

    expect(ids.size).toBe(100);
    for (const id of ids) expect(id).toMatch(SESSION_ID_PATTERN);
  });
});
