import type { Language } from '#contracts/constants/stores.ts';
import { type OrderStatusDisplay, type StatusFields, orderStatusDisplay, orderStatusKey } from '#contracts/rules/order-status.ts';

/** The status labels of spec 4 for English stores, which the spec does not word (es and pt are the spec's own). */
export const ENGLISH_STATUS_LABELS = {
  unpaid: 'Awaiting payment',
  refunded: 'Refunded',
  ready: 'Ready',
  readyAvailable: 'Ready',
  incidence: 'Issue',
  pendingTramitation: 'Awaiting processing',
  inTramitation: 'In progress',
} as const satisfies Record<ReturnType<typeof orderStatusKey>, string>;

/**
 * The label and CSS class an order item shows (spec 4, through contracts' orderStatusDisplay): Spanish labels,
 * Portuguese ones for an order of a Portuguese store (id starting 16, 26 or 28), whatever the page's language.
 * English stores read the same statuses in English; the CSS class is always the spec's.
 */
export function statusDisplay(item: StatusFields, orderId: string, language: Language): OrderStatusDisplay {
  const display = orderStatusDisplay(item, orderId);
  return language === 'en' ? { ...display, label: ENGLISH_STATUS_LABELS[orderStatusKey(item)] } : display;
}
