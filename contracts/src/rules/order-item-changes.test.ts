import { describe, expect, test } from 'vitest';
import { type ChangeableItem, mayChangeOrderItem } from './order-item-changes.ts';
import { PANEL_STATUS } from './order-status.ts';

const item = (status: ChangeableItem['status'], panel: number | null, overrides: Partial<ChangeableItem> = {}): ChangeableItem => ({
  status,
  panel_status_id: panel,
  pendingTramitation: false,
  extra: {},
  ...overrides,
});

describe('mayChangeOrderItem (issue 41)', () => {
  test('[orders] the answers of an item whose order awaits payment can change', () => {
    for (const status of ['pending', 'pending_payment', 'pending_paypal', 'pending_multibanco', 'pending_bank_transfer'] as const)
      expect(mayChangeOrderItem(item(status, null)), status).toBe(true);
  });

  test('[orders] once paid, only while it waits to be processed (panel 10 or pendingTramitation) or in an incidence', () => {
    expect(mayChangeOrderItem(item('complete', PANEL_STATUS.pendingTramitation))).toBe(true);
    expect(mayChangeOrderItem(item('complete', null, { pendingTramitation: true }))).toBe(true);
    expect(mayChangeOrderItem(item('complete', PANEL_STATUS.incidence))).toBe(true);
    expect(mayChangeOrderItem(item('complete_tramitando', PANEL_STATUS.inTramitation))).toBe(false);
    expect(mayChangeOrderItem(item('complete', null))).toBe(false);
  });

  test('[orders] never once delivered (panel 110 or 120, or a document), cancelled, held, under fraud review or refunded', () => {
    expect(mayChangeOrderItem(item('complete', PANEL_STATUS.ready))).toBe(false);
    expect(mayChangeOrderItem(item('complete_enviado', PANEL_STATUS.readyAndSent))).toBe(false);
    expect(mayChangeOrderItem(item('complete', PANEL_STATUS.pendingTramitation, { extra: { url: '/doc.pdf' } }))).toBe(false);
    for (const status of ['canceled', 'holded', 'fraud', 'processing', 'closed', 'refunded', 'refund_pending'] as const)
      expect(mayChangeOrderItem(item(status, null)), status).toBe(false);
  });
});
