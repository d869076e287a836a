import { documentLink, type PushSubscriptionBody } from '../api/account.ts';
import { PANEL_STATUS } from '../rules/order-status.ts';
import type { CartItem, UploadedFile } from '../api/cart.ts';
import { cartItemExample, orderAwaitingPaymentExample } from './examples.ts';

/**
 * Account area examples (decision 012): the orders of the seeded scenario `customer-with-orders-in-every-status`
 * as the pedidos list answers them, an invoice link, an upload and a push subscription.
 */

/** A Nota Simple of the demo customer delivered 101 days ago: offered for update. */
export const YOUNG_NOTA_SIMPLE_ORDER_ID = '1400104090';
export const YOUNG_NOTA_SIMPLE_ITEM_ID = '2113';
/** Delivered 10 days ago (above): not offered for update yet. */
export const OLD_NOTA_SIMPLE_ORDER_ID = '1400103870';
export const OLD_NOTA_SIMPLE_ITEM_ID = '2102';

/** A delivered birth certificate of the demo customer, renewed as the same request (addactualizarpedidoahora). */
export const RENEWABLE_ORDER_ID = '1400104050';
export const RENEWABLE_ITEM_ID = '2114';

/** The item of the demo customer that needs more data after payment (pedidos ?toFinalize=1). */
export const TO_FINALIZE_ORDER_ID = '1400104150';
export const TO_FINALIZE_ITEM_ID = '2110';

/** A delivered Nota Simple: its document, the registry's parsed entities, the invoice. */
export function deliveredNotaSimpleExample(overrides: Partial<CartItem> = {}): CartItem {
  return orderAwaitingPaymentExample({
    id: OLD_NOTA_SIMPLE_ITEM_ID,
    order_id: OLD_NOTA_SIMPLE_ORDER_ID,
    real_order_id: OLD_NOTA_SIMPLE_ORDER_ID,
    created_at: '2025-11-18T08:30:00Z',
    status: 'complete',
    panel_status_id: PANEL_STATUS.ready,
    referencia: 'NS-2025-000912',
    extra: {
      current_price: 20.76,
      url: documentLink(OLD_NOTA_SIMPLE_ORDER_ID, 'documento', OLD_NOTA_SIMPLE_ITEM_ID),
      delivered_at: '2025-11-21T08:30:00Z',
      docParsed: 'Finca 12034 de Barcelona. Titular: Jordi Puig Ferrer (100 % del pleno dominio). Cargas: ninguna.',
      docParsedEntities: [
        { entity: 'Finca', text_data: '12034 de Barcelona' },
        { entity: 'Titular', text_data: 'Jordi Puig Ferrer' },
        { entity: 'Cargas', text_data: 'Ninguna' },
      ],
      facturas: [documentLink(OLD_NOTA_SIMPLE_ORDER_ID, 'factura')],
    },
    ...overrides,
  });
}

/** A paid item that needs more data from the buyer (customer/checkout/finalize/{item_id}). */
export function itemToFinalizeExample(): CartItem {
  return cartItemExample({
    id: TO_FINALIZE_ITEM_ID,
    order_id: TO_FINALIZE_ORDER_ID,
    real_order_id: TO_FINALIZE_ORDER_ID,
    status: 'complete',
    panel_status_id: PANEL_STATUS.pendingTramitation,
    pendingTramitation: true,
    referencia: 'NS-2026-000140',
    extra: { current_price: 20.76, view: 'finalize', facturas: [documentLink(TO_FINALIZE_ORDER_ID, 'factura')] },
  });
}

/** A paid will copy (18480, whose options include a file): the buyer uploads the certificate from the order detail. */
export const UPLOAD_ORDER_ID = '1400104170';
export const UPLOAD_ITEM_ID = '2120';

/**
 * An order of each spec 4 label in the scenario `customer-with-orders-in-every-status` (the same ids for
 * whichever customer it is seeded for).
 */
export const EVERY_STATUS_ORDER_IDS = {
  /** pending_payment: 'Pendiente de Pago' (incompleto); paid one clock day after seeding. */
  unpaid: '1400104101',
  /** complete, panel 10: 'Pendiente de tramitar'; 'En tramitación' a day later, 'Listo' three days after seeding. */
  pendingTramitation: '1400104160',
  /** complete_tramitando, panel 20, with a child item: 'En tramitación' (tramitandose). */
  inTramitation: '1400104120',
  /** complete, panel 60: 'Incidencia'. */
  incidence: '1400104022',
  /** complete, panel 110, a delivered Nota Simple 101 days old: 'Listo' (disponible), offered for update. */
  ready: OLD_NOTA_SIMPLE_ORDER_ID,
  /** complete, no panel status: the base 'Listo'. */
  readyWithoutPanel: '1400103990',
  /** closed, with an invoice and a credit note: 'Abonado'. */
  refunded: '1400103955',
  /** holded, fraud, canceled: 'Pendiente de Pago' too. */
  held: '1400103991',
  fraud: '1400103992',
  canceled: '1400103993',
} as const;

/** The orders of the scenario `portuguese-customer-with-orders` (store 16), by label. */
export const PORTUGUESE_ORDER_IDS = {
  unpaid: '1600001201',
  pendingTramitation: '1600001180',
  inTramitation: '1600001170',
  incidence: '1600001150',
  /** A Certidão Permanente delivered 30 days ago (valid for 6 months from issue). */
  readyCertidao: '1600001050',
  refunded: '1600001100',
} as const;

/** A document the buyer uploaded. */
export function uploadedFileExample(overrides: Partial<UploadedFile> = {}): UploadedFile {
  return {
    file_id: '1',
    name: 'escritura.pdf',
    size: 48213,
    content_type: 'application/pdf',
    uploaded_at: '2026-03-02T10:00:00.000Z',
    ...overrides,
  };
}

/** What a browser's PushSubscription.toJSON() gives (a fake push service URL and keys). */
export function pushSubscriptionExample(): PushSubscriptionBody {
  return {
    endpoint: 'https://push.example/send/c1KrmpTuRm0',
    expirationTime: null,
    keys: {
      p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
      auth: 'tBHItJI5svbpez7KI4CCXg',
    },
  };
}
