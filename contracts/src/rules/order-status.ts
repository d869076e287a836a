/**
 * spec 4 "Order status display": the one place that turns an order item's raw status and panel status
 * into the label and CSS class a buyer sees. The backend's raw status names are not in the spec; these are
 * Magento's order states and statuses (plus the backend's own `complete_*` refinements), which the fake
 * server uses and the client never shows.
 */

/** Raw order item statuses, by the spec 4 group they belong to. */
export const ORDER_STATUS_GROUPS = {
  /** Payment-type, pending, processing, cancelled, fraud and held: 'Pendiente de Pago' (class incompleto). */
  unpaid: [
    'pending',
    'pending_payment',
    'payment_review',
    'pending_paypal',
    'pending_multibanco',
    'pending_bank_transfer',
    'processing',
    'canceled',
    'fraud',
    'holded',
  ],
  /** Closed and refund-like: 'Abonado'. */
  refunded: ['closed', 'refunded', 'refund_pending'],
  /** 'complete*': 'Listo', refined by panel_status_id. */
  complete: ['complete', 'complete_tramitando', 'complete_enviado'],
} as const;

export type OrderStatusGroup = keyof typeof ORDER_STATUS_GROUPS;
export type OrderItemStatus = (typeof ORDER_STATUS_GROUPS)[OrderStatusGroup][number];
export const ORDER_ITEM_STATUSES: readonly OrderItemStatus[] = Object.values(ORDER_STATUS_GROUPS).flat();

/**
 * The back office's panel statuses the spec names (the backend has more; other ids keep the base label).
 * The fake server's lifecycle moves a paid item from `pendingTramitation` through `inTramitation` to `ready`.
 */
export const PANEL_STATUS = {
  /** Paid, waiting for the back office to start ('Pendiente de tramitar'). */
  pendingTramitation: 10,
  /** The back office is working on it (any id not named here reads 'En tramitación'). */
  inTramitation: 20,
  /** Something stops the order; the buyer is asked for help ('Incidencia'). */
  incidence: 60,
  /** Delivered: the document is ready ('Listo', class disponible). */
  ready: 110,
  /** Delivered and sent by post too ('Listo', class disponible). */
  readyAndSent: 120,
} as const;

/** The labels of spec 4, in Spanish, and their Portuguese translations for Portuguese orders. */
export const ORDER_STATUS_LABELS = {
  unpaid: { es: 'Pendiente de Pago', pt: 'Pendente de pagamento' },
  refunded: { es: 'Abonado', pt: 'Reembolsado' },
  ready: { es: 'Listo', pt: 'Listo' },
  incidence: { es: 'Incidencia', pt: 'Incidência' },
  pendingTramitation: { es: 'Pendiente de tramitar', pt: 'A processar' },
  inTramitation: { es: 'En tramitación', pt: 'A processar' },
} as const;
export type OrderStatusKey = keyof typeof ORDER_STATUS_LABELS;

/** The CSS classes of spec 4; '' where the spec gives none. */
export const ORDER_STATUS_CLASSES = {
  unpaid: 'incompleto',
  refunded: '',
  ready: '',
  incidence: '',
  pendingTramitation: '',
  inTramitation: 'tramitandose',
} as const;

/** spec 4: orders of the Portuguese stores are told apart by their id, which starts with the store id. */
export const PORTUGUESE_ORDER_ID_PREFIXES = ['16', '26', '28'] as const;

export function isPortugueseOrderId(orderId: string): boolean {
  return PORTUGUESE_ORDER_ID_PREFIXES.some((prefix) => orderId.startsWith(prefix));
}

/** The group of a raw status, or null for one the spec puts in no group (shown as it comes, see below). */
export function orderStatusGroup(status: string): OrderStatusGroup | null {
  if (status.startsWith('complete')) return 'complete';
  for (const group of ['unpaid', 'refunded'] as const) {
    if ((ORDER_STATUS_GROUPS[group] as readonly string[]).includes(status)) return group;
  }
  return null;
}

/** What of an item the status display reads. */
export interface StatusFields {
  status: string;
  panel_status_id: number | null;
  pendingTramitation: boolean;
}

/**
 * Which of spec 4's labels an item shows: its status group, and for 'complete*' its panel status:
 * 60 Incidencia; 110 or 120 Listo (disponible); 10 or pendingTramitation Pendiente de tramitar; any other
 * panel id En tramitación. A complete item without a panel status keeps the base 'Listo'. A status in no
 * group reads as unpaid (it is not finished, and the buyer should not think it is).
 */
export function orderStatusKey(item: StatusFields): OrderStatusKey | 'readyAvailable' {
  const group = orderStatusGroup(item.status);
  if (group === 'refunded') return 'refunded';
  if (group !== 'complete') return 'unpaid';
  const panel = item.panel_status_id;
  if (panel === PANEL_STATUS.incidence) return 'incidence';
  if (panel === PANEL_STATUS.ready || panel === PANEL_STATUS.readyAndSent) return 'readyAvailable';
  if (panel === PANEL_STATUS.pendingTramitation || item.pendingTramitation) return 'pendingTramitation';
  if (panel === null) return 'ready';
  return 'inTramitation';
}

export interface OrderStatusDisplay {
  label: string;
  /** The spec's CSS class: incompleto, disponible, tramitandose, or '' for none. */
  cssClass: string;
}

/** spec 4: the label and CSS class of an order item, in Portuguese for an order of a Portuguese store. */
export function orderStatusDisplay(item: StatusFields, orderId: string): OrderStatusDisplay {
  const key = orderStatusKey(item);
  const language = isPortugueseOrderId(orderId) ? 'pt' : 'es';
  if (key === 'readyAvailable') return { label: ORDER_STATUS_LABELS.ready[language], cssClass: 'disponible' };
  return { label: ORDER_STATUS_LABELS[key][language], cssClass: ORDER_STATUS_CLASSES[key] };
}
