import { analyticsPriceOf } from '#contracts/rules/analytics.ts';
import type { CartItem } from '#contracts/api/cart.ts';
import { roundMoney } from '#contracts/rules/money.ts';
import type { Order } from '#contracts/api/payment.ts';
import { cartState } from '../stores/cart-store.ts';
import { currentConfig } from '../stores/config-store.ts';
import { hasConsent } from '../stores/consent-store.ts';
import { pushToDataLayer } from '../lib/data-layer.ts';
import { loadThirdParty, type ScriptLoad } from './load-script.ts';
import { local, purchaseKey } from '../lib/storage.ts';

/**
 * Analytics through the tag manager's dataLayer (spec 4, 9; decision 015). Nothing is pushed, stored or loaded
 * without the tracking level: an event the buyer did not consent to is dropped, not queued for later.
 */

/** spec 3 pseudoUserId: a random id made once, on the first tracked event (it is an identifier, so it needs consent). */
export function pseudoUserId(): string {
  const stored = local.get('pseudoUserId');
  if (stored !== null) return stored;
  const id =
    typeof crypto.randomUUID === 'function' ? crypto.randomUUID() : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
  local.set('pseudoUserId', id);
  return id;
}

function track(event: string, fields: Record<string, unknown>): boolean {
  if (!hasConsent('tracking')) return false;
  pushToDataLayer({ event, ...fields, user_id: pseudoUserId() });
  return true;
}

/** An item as analytics reports it, at the spec's reference price when its product has one (spec 9). */
export function analyticsItemOf(item: Pick<CartItem, 'product_id' | 'product_name' | 'extra'>) {
  return {
    item_id: item.product_id,
    item_name: item.product_name,
    price: analyticsPriceOf(item.product_id, item.extra.current_price ?? 0),
    quantity: 1,
  };
}

export function trackPageView(path: string, title: string): boolean {
  return track('page_view', { page_path: path, page_title: title });
}

/**
 * An item went into the cart: read back from the cart the add call returned (name, own price), the product id
 * standing in if the cart does not list it.
 */
export function trackAddToCart(itemId: string, productId: string): boolean {
  const item = cartState.items.find((candidate) => candidate.id === itemId);
  const reported = analyticsItemOf(item ?? { product_id: productId, product_name: '', extra: {} });
  return track('add_to_cart', { ecommerce: { currency: 'EUR', value: reported.price, items: [reported] } });
}

export function trackBeginCheckout(items: readonly CartItem[]): boolean {
  const reported = items.map(analyticsItemOf);
  const value = roundMoney(reported.reduce((sum, item) => sum + item.price, 0));
  return track('begin_checkout', { ecommerce: { currency: 'EUR', value, items: reported } });
}

/**
 * Purchase tracking fires once per order id (spec 4), remembered in local purchase{orderId}; an order seen
 * without consent is not remembered, so it is reported if the buyer consents and sees it again.
 */
export function trackPurchaseOnce(order: Pick<Order, 'order_id' | 'items'> & { total: number | null }): boolean {
  const key = purchaseKey(order.order_id);
  if (local.get(key) === 1) return false;
  const tracked = track('purchase', {
    ecommerce: {
      transaction_id: order.order_id,
      ...(order.total === null ? {} : { value: order.total }),
      currency: 'EUR',
      items: order.items.map(analyticsItemOf),
    },
  });
  if (tracked) local.set(key, 1);
  return tracked;
}

/** Containers whose start was announced, so a container is started once whatever the callers. */
const started = new Set<string>();

/**
 * Loads the configuration's tag manager containers (config.analytics.gtm) once tracking is granted, with the
 * analytics account and A/B testing ids as dataLayer variables, as the tag manager's own snippet does.
 */
export async function startTagManager(): Promise<ScriptLoad[]> {
  if (!hasConsent('tracking')) return [{ ok: false, reason: 'no-consent' }];
  const { analytics } = currentConfig();
  const containers = analytics.gtm.filter((id) => id !== '' && !started.has(id));
  if (containers.length > 0 && started.size === 0) {
    pushToDataLayer({ analytics_account: analytics.account, optimize_id: analytics.optimize });
  }
  return Promise.all(
    containers.map((id) => {
      started.add(id);
      pushToDataLayer({ 'gtm.start': Date.now(), event: 'gtm.js' });
      return loadThirdParty('tagManager', { id }).then((outcome) => {
        if (!outcome.ok) started.delete(id);
        return outcome;
      });
    }),
  );
}

/**
 * The A/B testing SDK (spec 7), with the configuration's experiment id (analytics.optimize) as `?id=`, once tracking is
 * granted; the ad tag (spec 7) once targeting is. Each through the one loader, once per URL. Nothing the buyer sees or
 * does depends on them: when one does not load, the page is the one designed (the experiment's control, no ad
 * conversion reported) and the loader logs why (docs/decisions/038).
 */
export function startAbTesting(): Promise<ScriptLoad> {
  if (!hasConsent('tracking')) return Promise.resolve({ ok: false, reason: 'no-consent' });
  const { optimize } = currentConfig().analytics;
  if (optimize === '') return Promise.resolve({ ok: false, reason: 'not-configured' });
  return loadThirdParty('abTesting', { id: optimize });
}

export function startAdTag(): Promise<ScriptLoad> {
  if (!hasConsent('targeting')) return Promise.resolve({ ok: false, reason: 'no-consent' });
  return loadThirdParty('adTag');
}
