import { describe, expect, test } from 'vitest';
import type { CartItem } from '../api/cart.ts';
import {
  DAY_MS,
  NOTA_SIMPLE_UPDATE_AFTER_DAYS,
  VAT_RATES,
  deliveredAt,
  isNotaSimpleUpdateDue,
  notaSimpleCurrentUntil,
  vatBreakdown,
  vatRateOfOrder,
  vatRateOfStore,
} from './order-rules.ts';
import { PANEL_STATUS } from './order-status.ts';
import { PRODUCT_IDS } from '../constants/product-ids.ts';
import { STORE_IDS, isPortugueseStore } from '../constants/stores.ts';
import { deliveredNotaSimpleExample } from '../testing/account-examples.ts';

const NOW = new Date('2026-11-23T12:00:00.000Z');
const deliveredDaysAgo = (days: number, overrides: Partial<CartItem> = {}): CartItem => {
  const item = deliveredNotaSimpleExample(overrides);
  return { ...item, extra: { ...item.extra, delivered_at: new Date(NOW.getTime() - days * DAY_MS).toISOString() } };
};

describe('[orders] spec 4, 9: a Nota Simple delivered more than 60 days ago is offered for update', () => {
  test('[orders] the limit is the spec’s 60 days', () => {
    expect(NOTA_SIMPLE_UPDATE_AFTER_DAYS).toBe(60);
  });

  test.each([
    [59, false],
    [60, false],
    [61, true],
  ])('[orders] delivered %i days ago: offered %s', (days, offered) => {
    expect(isNotaSimpleUpdateDue(deliveredDaysAgo(days), NOW)).toBe(offered);
  });

  test('[orders] the 60 days end to the millisecond: current at exactly 60 days, due 1 ms later', () => {
    const item = deliveredDaysAgo(60);
    expect(notaSimpleCurrentUntil(deliveredAt(item)).toISOString()).toBe(NOW.toISOString());
    expect(isNotaSimpleUpdateDue(item, NOW)).toBe(false);
    expect(isNotaSimpleUpdateDue(item, new Date(NOW.getTime() + 1))).toBe(true);
    expect(isNotaSimpleUpdateDue(item, new Date(NOW.getTime() + 23 * 60 * 60 * 1000))).toBe(true);
  });

  test('[orders] the urgent Nota Simple counts too; another product or an undelivered note does not', () => {
    expect(isNotaSimpleUpdateDue(deliveredDaysAgo(90, { product_id: PRODUCT_IDS.urgentSimpleNote }), NOW)).toBe(true);
    expect(isNotaSimpleUpdateDue(deliveredDaysAgo(90, { product_id: PRODUCT_IDS.birthCertificate }), NOW)).toBe(false);
    const waiting = deliveredDaysAgo(90, { panel_status_id: PANEL_STATUS.inTramitation });
    const { url: _noDocumentYet, ...extra } = waiting.extra;
    expect(isNotaSimpleUpdateDue({ ...waiting, extra }, NOW)).toBe(false);
  });

  test('[orders] without delivered_at the date of the item counts', () => {
    const item = deliveredNotaSimpleExample({ created_at: new Date(NOW.getTime() - 61 * DAY_MS).toISOString() });
    const { delivered_at: _ignored, ...extra } = item.extra;
    expect(isNotaSimpleUpdateDue({ ...item, extra }, NOW)).toBe(true);
  });
});

describe('[orders] VAT on invoices', () => {
  test('[orders] 21 % in Spain, 23 % in Portugal, by the order’s store', () => {
    expect(VAT_RATES).toEqual({ ES: 0.21, PT: 0.23 });
    expect(vatRateOfOrder('1400004101')).toBe(0.21);
    expect(vatRateOfOrder('1600001201')).toBe(0.23);
  });

  test('[orders] a store’s prices include its country’s VAT: 23 % on 16, 26 and 28, 21 % on every other store', () => {
    const portuguese = STORE_IDS.filter(isPortugueseStore);
    expect(portuguese).toEqual([16, 26, 28]);
    for (const storeId of STORE_IDS) expect(vatRateOfStore(storeId)).toBe(portuguese.includes(storeId) ? 0.23 : 0.21);
  });

  test('[orders] a total with VAT splits into base and VAT that add up', () => {
    expect(vatBreakdown(20.76, 0.21)).toEqual({ base: 17.16, vat: 3.6, total: 20.76 });
    expect(vatBreakdown(24.7, 0.23)).toEqual({ base: 20.08, vat: 4.62, total: 24.7 });
  });
});
