import { PRODUCT_IDS } from '#contracts/constants/product-ids.ts';
import { ROUTES, WIZARD_ROUTES, type WizardName } from '#contracts/constants/client-routes.ts';

/**
 * spec 7: the window CustomEvent between the app and the page that embeds it. Its detail is
 * `{ source, action, data }`: `source: 'app'` for what the app announces, `source: 'host'` for what the host
 * asks, so neither side obeys its own messages (docs/reference/client.md "Embedding the store", docs/decisions/017).
 */
export const HOST_EVENT = 'opf-lib-service';

export interface CartLine {
  id: string;
  product_id: string;
  name: string;
  /** The item's current price in euros; 0 when the backend gave none. */
  price: number;
}

/** What the app announces. */
export type AppAnnouncement =
  | { action: 'ready'; data: { store_id: number; path: string } }
  | { action: 'navigation'; data: { path: string } }
  | { action: 'cart'; data: { count: number; total: number; items: CartLine[] } }
  | { action: 'add_to_cart'; data: { product_id: string; price: number } }
  /** The order is placed: paid, or pending_payment (bank transfer, Multibanco). Once per order id in a page's life. */
  | { action: 'purchase'; data: { order_id: string; total: number | null; state: string } };

/** What the host may ask, once checked. */
export type HostAction =
  | { action: 'open_service'; data: { flow: WizardName } | { product_id: string } }
  | { action: 'open_cart'; data: Record<string, never> }
  | { action: 'navigate'; data: { path: string } };

export type HostActionCheck = { ok: true; message: HostAction } | { ok: false; reason: string };

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isFlow = (value: unknown): value is WizardName => typeof value === 'string' && Object.hasOwn(WIZARD_ROUTES, value);
const PRODUCT_ID = /^[0-9]{1,10}$/;
const MAX_PATH_LENGTH = 2000;

/**
 * A path inside the app ('/customer/checkout?x=1#y'), or null: anything with a scheme, a host ('//evil.example'),
 * a backslash or control characters, or that resolves elsewhere, is refused.
 */
export function appPath(value: unknown): string | null {
  if (typeof value !== 'string' || value.length > MAX_PATH_LENGTH) return null;
  if (!value.startsWith('/') || value.startsWith('//') || /[\\\u0000-\u001f\u007f]/.test(value)) return null;
  const base = 'https://app.invalid';
  const url = new URL(value, base);
  return url.origin === base ? `${url.pathname}${url.search}${url.hash}` : null;
}

/** Checks a host's message; anything else than a known action with the right data is refused with the reason. */
export function checkHostAction(detail: unknown): HostActionCheck {
  if (!isRecord(detail)) return { ok: false, reason: 'the event has no {action, data} detail' };
  const { action } = detail;
  const data = detail['data'] ?? {};
  if (!isRecord(data)) return { ok: false, reason: `${String(action)}: data is not an object` };
  switch (action) {
    case 'open_cart':
      return { ok: true, message: { action, data: {} } };
    case 'open_service':
      if (isFlow(data['flow'])) return { ok: true, message: { action, data: { flow: data['flow'] } } };
      if (typeof data['product_id'] === 'string' && PRODUCT_ID.test(data['product_id'])) {
        return { ok: true, message: { action, data: { product_id: data['product_id'] } } };
      }
      return { ok: false, reason: `open_service: needs a flow (${Object.keys(WIZARD_ROUTES).join(', ')}) or a numeric product_id` };
    case 'navigate': {
      const path = appPath(data['path']);
      return path === null
        ? { ok: false, reason: 'navigate: path must be a path of the app, like /servicios' }
        : { ok: true, message: { action, data: { path } } };
    }
    default:
      return { ok: false, reason: `unknown action ${JSON.stringify(action)}` };
  }
}

/** The products with their own flow open that flow; any other product opens the generic product flow. */
const FLOW_OF_PRODUCT: Record<string, WizardName> = {
  [PRODUCT_IDS.simpleNote]: 'nota-simple',
  [PRODUCT_IDS.urgentSimpleNote]: 'nota-simple',
  [PRODUCT_IDS.propertiesQueryService]: 'q-propiedades',
  [PRODUCT_IDS.permanentCertificate]: 'certidao-permanente',
  [PRODUCT_IDS.simplifiedReport]: 'i-predial-simplificada',
};

/** Where open_service takes the buyer: the flow's first step (its guard still applies, e.g. Spain-only flows). */
export function serviceStartPath(data: { flow: WizardName } | { product_id: string }): string {
  if ('flow' in data) return WIZARD_ROUTES[data.flow].start;
  const flow = FLOW_OF_PRODUCT[data.product_id];
  return flow ? WIZARD_ROUTES[flow].start : ROUTES.product.start(data.product_id);
}

export interface HostActionHandlers {
  navigate(path: string): void;
  openCart(): void;
}

/** Carries out a checked host action. */
export function obeyHostAction(message: HostAction, handlers: HostActionHandlers): void {
  if (message.action === 'open_cart') handlers.openCart();
  else if (message.action === 'open_service') handlers.navigate(serviceStartPath(message.data));
  else handlers.navigate(message.data.path);
}

let announcing = false;

/** The orders whose purchase this page has announced: a success screen shown again (or rendered twice) is not a new purchase. */
const announcedPurchases = new Set<string>();

/**
 * Announces to the host page; nothing until the app runs embedded (listenToHost has been called).
 * A purchase is announced once per order id in a page's life.
 */
export function announceToHost(message: AppAnnouncement, target: EventTarget = window): void {
  if (!announcing) return;
  if (message.action === 'purchase') {
    if (announcedPurchases.has(message.data.order_id)) return;
    announcedPurchases.add(message.data.order_id);
  }
  target.dispatchEvent(new CustomEvent(HOST_EVENT, { detail: { source: 'app', ...message } }));
}

/**
 * Starts the conversation with the host page: the app's announcements go out from now on, and the host's
 * actions are obeyed. The app's own announcements are not actions; a host message that fails the check is
 * ignored and logged, never thrown. Returns the function that stops both.
 */
export function listenToHost(handlers: HostActionHandlers, target: EventTarget = window): () => void {
  const onEvent = (event: Event) => {
    const detail: unknown = (event as CustomEvent<unknown>).detail;
    if (!isRecord(detail) || detail['source'] !== 'host') return;
    const checked = checkHostAction(detail);
    if (!checked.ok) {
      console.error(`[host-events] ignored a host action: ${checked.reason}`);
      return;
    }
    try {
      obeyHostAction(checked.message, handlers);
    } catch (error) {
      console.error(`[host-events] the host action ${checked.message.action} failed`, error);
    }
  };
  target.addEventListener(HOST_EVENT, onEvent);
  announcing = true;
  return () => {
    target.removeEventListener(HOST_EVENT, onEvent);
    announcing = false;
  };
}
