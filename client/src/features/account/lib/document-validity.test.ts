import { describe, expect, test } from 'vitest';
import { deliveredAt, isNotaSimpleUpdateDue } from '#contracts/rules/order-rules.ts';
import { PRODUCT_IDS } from '#contracts/constants/product-ids.ts';
import { deliveredNotaSimpleExample } from '#contracts/testing/account-examples.ts';
import { addMonths, documentValidity, validityRuleOf } from './document-validity.ts';

const DAY = 24 * 60 * 60 * 1000;
const issued = new Date('2026-01-10T09:00:00Z');
const after = (days: number) => new Date(issued.getTime() + days * DAY);

describe('document validity (the wallet)', () => {
  test('[wallet] Nota Simple (ordinary and urgent) and Certidão Permanente have a rule; other products none', () => {
    expect(validityRuleOf(PRODUCT_IDS.simpleNote)).toBe('notaSimple');
    expect(validityRuleOf(PRODUCT_IDS.urgentSimpleNote)).toBe('notaSimple');
    expect(validityRuleOf(PRODUCT_IDS.permanentCertificate)).toBe('certidaoPermanente');
    expect(validityRuleOf(PRODUCT_IDS.deedCopy)).toBeNull();
    expect(documentValidity(PRODUCT_IDS.deedCopy, issued, issued)).toBeNull();
  });

  test.each([
    [0, 60, false],
    [1, 59, false],
    [59, 1, false],
    [60, 0, false],
    [61, -1, true],
    [90, -30, true],
  ])('[wallet] a Nota Simple %i days after issue: %i days left, expired %s', (days, left, expired) => {
    const validity = documentValidity(PRODUCT_IDS.simpleNote, issued, after(days));
    expect(validity?.daysLeft).toBe(left);
    expect(validity?.expired).toBe(expired);
  });

  test('[wallet] a Nota Simple is current up to the 60th day and expired a moment later', () => {
    expect(documentValidity(PRODUCT_IDS.simpleNote, issued, new Date(after(60).getTime()))?.expired).toBe(false);
    expect(documentValidity(PRODUCT_IDS.simpleNote, issued, new Date(after(60).getTime() + 1000))?.expired).toBe(true);
  });

  test.each([-1, 0, 1, 60 * 60 * 1000, 23 * 60 * 60 * 1000])(
    '[wallet] %i ms after the 60th day, "Caducado" and Renovar show exactly when the backend takes the update',
    (offset) => {
      const item = deliveredNotaSimpleExample();
      const now = new Date(deliveredAt(item).getTime() + 60 * DAY + offset);
      // as the validity panel asks
      const wallet = documentValidity(item.product_id, deliveredAt(item), now);
      expect(wallet?.expired).toBe(offset > 0);
      expect(isNotaSimpleUpdateDue(item, now)).toBe(wallet?.expired);
    },
  );

  test('[wallet] a Certidão Permanente is valid for 6 calendar months from issue', () => {
    const validity = documentValidity(PRODUCT_IDS.permanentCertificate, issued, new Date('2026-07-09T09:00:00Z'));
    expect(validity?.expiresAt.toISOString()).toBe('2026-07-10T09:00:00.000Z');
    expect(validity?.daysLeft).toBe(1);
    expect(documentValidity(PRODUCT_IDS.permanentCertificate, issued, new Date('2026-07-10T09:00:01Z'))?.expired).toBe(true);
  });

  test('[wallet] 6 months after 31 August ends on the last day of February', () => {
    expect(addMonths(new Date('2025-08-31T12:00:00Z'), 6).toISOString()).toBe('2026-02-28T12:00:00.000Z');
    expect(addMonths(new Date('2027-08-31T12:00:00Z'), 6).toISOString()).toBe('2028-02-29T12:00:00.000Z');
  });

  test('[wallet] an issue date that is not a date has no validity', () => {
    expect(documentValidity(PRODUCT_IDS.simpleNote, new Date('not a date'), issued)).toBeNull();
  });
});
