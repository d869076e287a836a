import { describe, expect, test } from 'vitest';
import { PANEL_STATUS } from './order-status.ts';
import { mayCorrectNotaSimple } from './nota-simple-correction.ts';
import { PRODUCT_IDS } from './product-ids.ts';

const item = (panel: number | null, extra: { url?: string } = {}, product_id: string = PRODUCT_IDS.simpleNote) => ({
  product_id,
  panel_status_id: panel,
  extra,
});

describe('mayCorrectNotaSimple (docs/decisions/038)', () => {
  test('[orders] a Nota Simple of an order awaiting payment can be corrected', () => {
    expect(mayCorrectNotaSimple({ state: 'pending_payment' }, item(null))).toBe(true);
  });

  test('[orders] once paid, only while it waits to be processed or in an incidence', () => {
    expect(mayCorrectNotaSimple({ state: 'paid' }, item(PANEL_STATUS.pendingTramitation))).toBe(true);
    expect(mayCorrectNotaSimple({ state: 'paid' }, item(null))).toBe(true);
    expect(mayCorrectNotaSimple({ state: 'paid' }, item(PANEL_STATUS.incidence))).toBe(true);
    expect(mayCorrectNotaSimple({ state: 'paid' }, item(PANEL_STATUS.inTramitation))).toBe(false);
    expect(mayCorrectNotaSimple({ state: 'paid' }, item(PANEL_STATUS.ready, { url: '/doc.pdf' }))).toBe(false);
  });

  test('[orders] never in a cancelled order, never another product, never a delivered document', () => {
    expect(mayCorrectNotaSimple({ state: 'canceled' }, item(null))).toBe(false);
    expect(mayCorrectNotaSimple({ state: 'pending_payment' }, item(null, {}, PRODUCT_IDS.deedCopy))).toBe(false);
    expect(mayCorrectNotaSimple({ state: 'paid' }, item(PANEL_STATUS.pendingTramitation, { url: '/doc.pdf' }))).toBe(false);
    expect(mayCorrectNotaSimple({ state: 'paid' }, item(PANEL_STATUS.pendingTramitation, {}, PRODUCT_IDS.urgentSimpleNote))).toBe(true);
  });
});
