import { describe, expect, test } from 'vitest';
import { PANEL_STATUS } from './order-status.ts';
import { type CorrectableItem, mayCorrectNotaSimple } from './nota-simple-correction.ts';
import { PRODUCT_IDS } from '../constants/product-ids.ts';

const item = (status: CorrectableItem['status'], panel: number | null, overrides: Partial<CorrectableItem> = {}): CorrectableItem => ({
  product_id: PRODUCT_IDS.simpleNote,
  status,
  panel_status_id: panel,
  extra: {},
  ...overrides,
});

describe('mayCorrectNotaSimple (docs/decisions/038)', () => {
  test('[orders] a Nota Simple of an order awaiting payment can be corrected', () => {
    expect(mayCorrectNotaSimple(item('pending_payment', null))).toBe(true);
    expect(mayCorrectNotaSimple(item('pending_bank_transfer', null))).toBe(true);
  });

  test('[orders] once paid, only while it waits to be processed or in an incidence', () => {
    expect(mayCorrectNotaSimple(item('complete', PANEL_STATUS.pendingTramitation))).toBe(true);
    expect(mayCorrectNotaSimple(item('complete', PANEL_STATUS.incidence))).toBe(true);
    expect(mayCorrectNotaSimple(item('complete_tramitando', PANEL_STATUS.inTramitation))).toBe(false);
    expect(mayCorrectNotaSimple(item('complete', PANEL_STATUS.ready, { extra: { url: '/doc.pdf' } }))).toBe(false);
    expect(mayCorrectNotaSimple(item('complete', null))).toBe(false);
  });

  test('[orders] never when cancelled, held, refunded, for another product, or with a delivered document', () => {
    for (const status of ['canceled', 'holded', 'fraud', 'closed', 'processing'] as const)
      expect(mayCorrectNotaSimple(item(status, null))).toBe(false);
    expect(mayCorrectNotaSimple(item('pending_payment', null, { product_id: PRODUCT_IDS.deedCopy }))).toBe(false);
    expect(mayCorrectNotaSimple(item('complete', PANEL_STATUS.pendingTramitation, { extra: { url: '/doc.pdf' } }))).toBe(false);
    expect(mayCorrectNotaSimple(item('complete', PANEL_STATUS.pendingTramitation, { product_id: PRODUCT_IDS.urgentSimpleNote }))).toBe(
      true,
    );
  });
});
