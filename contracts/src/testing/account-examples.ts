import { documentLink, type PushSubscriptionBody } from '../account.ts';
import type { CartItem } from '../cart.ts';
import { PANEL_STATUS } from '../order-status.ts';
import type { UploadedFile } from '../uploads.ts';
import { cartItemExample, orderAwaitingPaymentExample } from './examples.ts';

/**
 * Account area examples (decision 012): the orders of the seeded scenario `customer-with-orders-in-every-status`
 * as the pedidos list answers them, an invoice link, an upload and a push subscription.
 */

/** A delivered Nota Simple of the demo customer, more than 60 days old: offered for update. */
export const OLD_NOTA_SIMPLE_ORDER_ID = '1400003870';
export const OLD_NOTA_SIMPLE_ITEM_ID = '2002';

/** An order of the demo customer with a generic item that can be renewed the same way (addactualizarpedidoahora). */
export const RENEWABLE_ORDER_ID = '1400003955';
export const RENEWABLE_ITEM_ID = '2004';

/** The item of the demo customer that needs more data after payment (pedidos ?toFinalize=1). */
export const TO_FINALIZE_ORDER_ID = '1400004150';
export const TO_FINALIZE_ITEM_ID = '2010';

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
