import { describe, expect, test } from 'vitest';
import { createSequences } from '../../src/state/sequences.ts';
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

  test('[visitors] new session ids are random and match the admin API visitor pattern', () => {
    const ids = new Set(Array.from({ length: 100 }, newSessionId));

    expect(ids.size).toBe(100);
    for (const id of ids) expect(id).toMatch(SESSION_ID_PATTERN);
  });
});
