// @vitest-environment happy-dom
import { beforeEach, describe, expect, test } from 'vitest';
import { PRODUCT_IDS } from '#contracts/constants/product-ids.ts';
import type { Order } from '#contracts/api/payment.ts';
import { cartItemExample } from '#contracts/testing/examples.ts';
import { resetCartState, setCartItems } from '../stores/cart-store.ts';
import { chooseConsent, resetConsentState, syncConsent } from '../stores/consent-store.ts';
import { trackAddToCart, trackBeginCheckout, trackPageView, trackPurchaseOnce } from './analytics.ts';
import { CONSENT_COOKIES } from '../lib/consent.ts';
import { local, purchaseKey } from '../lib/storage.ts';
import { ROUTES } from '#contracts/constants/client-routes.ts';

type Window = typeof window & { dataLayer?: unknown[] };
const pushed = () => (window as Window).dataLayer ?? [];
const events = () => pushed().filter((entry): entry is Record<string, unknown> => !isCommand(entry) && 'event' in (entry as object));
const commands = () =>
  pushed()
    .filter(isCommand)
    .map((entry) => Array.from(entry as ArrayLike<unknown>));
function isCommand(entry: unknown): boolean {
  return typeof entry === 'object' && entry !== null && typeof (entry as { length?: unknown }).length === 'number';
}

const item = (id: string, productId: string, price: number) =>
  cartItemExample({ id, product_id: productId, product_name: `Product ${productId}`, extra: { current_price: price } });
const order = (orderId: string): Order => ({
  order_id: orderId,
  state: 'paid',
  payment_method: 'cc',
  total: 45.46,
  items: [item('1', PRODUCT_IDS.simpleNote, 25.95), item('2', PRODUCT_IDS.permanentCertificate, 30)],
  multibanco: null,
  bank: null,
});

beforeEach(() => {
  delete (window as Window).dataLayer;
  window.localStorage.clear();
  for (const name of Object.values(CONSENT_COOKIES)) document.cookie = `${name}=; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Path=/`;
  resetConsentState();
  resetCartState();
});

describe('analytics (spec 4, 9)', () => {
  test('[analytics] nothing is tracked, stored or marked before consent', () => {
    syncConsent(ROUTES.services);
    expect(trackPageView(ROUTES.services, 'Servicios')).toBe(false);
    expect(trackPurchaseOnce(order('1420000001'))).toBe(false);
    expect(events()).toEqual([]);
    expect(local.get('pseudoUserId')).toBeNull();
    expect(local.get(purchaseKey('1420000001'))).toBeNull();
    expect(commands()).toEqual([['consent', 'default', expect.objectContaining({ analytics_storage: 'denied', ad_storage: 'denied' })]]);
  });

  test('[analytics] navigating accepts: the tag manager hears it, and on the next page load one update per stored group', () => {
    syncConsent(ROUTES.services);
    syncConsent(ROUTES.simpleNote.step('step1'));
    expect(commands().map(([, kind, consent]) => [kind, consent])).toEqual([
      ['default', expect.objectContaining({ analytics_storage: 'denied' })],
      ['update', expect.objectContaining({ functionality_storage: 'granted', analytics_storage: 'granted', ad_storage: 'granted' })],
    ]);

    delete (window as Window).dataLayer;
    resetConsentState(); // a new page load, with the stored cookies
    syncConsent(ROUTES.simpleNote.step('step1'));
    expect(commands().map(([, kind, consent]) => [kind, consent])).toEqual([
      ['default', expect.objectContaining({ analytics_storage: 'denied' })],
      ['update', { functionality_storage: 'granted', personalization_storage: 'granted' }],
      ['update', { analytics_storage: 'granted' }],
      ['update', { ad_storage: 'granted', ad_user_data: 'granted', ad_personalization: 'granted' }],
    ]);
    trackPageView(ROUTES.simpleNote.step('step1'), 'Nota simple');
    trackPageView(ROUTES.simpleNote.step('step2'), 'Nota simple');
    const userId = local.get('pseudoUserId');
    expect(userId).toMatch(/.{8,}/);
    expect(events()).toEqual([
      { event: 'page_view', page_path: ROUTES.simpleNote.step('step1'), page_title: 'Nota simple', user_id: userId },
      { event: 'page_view', page_path: ROUTES.simpleNote.step('step2'), page_title: 'Nota simple', user_id: userId },
    ]);
  });

  test('[analytics] an explicit rejection after acceptance tells the tag manager and stops tracking', () => {
    chooseConsent(['tracking']);
    chooseConsent([]);
    expect(commands().at(-1)).toEqual(['consent', 'update', expect.objectContaining({ analytics_storage: 'denied' })]);
    expect(trackPageView(ROUTES.services, 'Servicios')).toBe(false);
  });

  test.each([
    [PRODUCT_IDS.simplifiedReport, 14.9, 11],
    [PRODUCT_IDS.permanentCertificate, 30, 24.7],
    [PRODUCT_IDS.simpleNote, 25.95, 20.76],
    [PRODUCT_IDS.propertySearchItem, 219.6, 12],
    [PRODUCT_IDS.birthCertificate, 29.9, 29.9],
  ])('[analytics] add_to_cart of product %s reports the reference price (its own when it has none)', (productId, cartPrice, reported) => {
    chooseConsent(['tracking']);
    setCartItems([item('77', productId, cartPrice)]);
    trackAddToCart('77', productId);
    expect(events()).toEqual([
      expect.objectContaining({
        event: 'add_to_cart',
        ecommerce: {
          currency: 'EUR',
          value: reported,
          items: [{ item_id: productId, item_name: `Product ${productId}`, price: reported, quantity: 1 }],
        },
      }),
    ]);
  });

  test('[analytics] begin_checkout reports the cart at reference prices', () => {
    chooseConsent(['tracking']);
    trackBeginCheckout([item('1', PRODUCT_IDS.simpleNote, 25.95), item('2', PRODUCT_IDS.deedCopy, 99)]);
    expect(events()).toEqual([expect.objectContaining({ event: 'begin_checkout', ecommerce: expect.objectContaining({ value: 119.76 }) })]);
  });

  test('[analytics] purchase fires once per order id', () => {
    chooseConsent(['tracking']);
    expect(trackPurchaseOnce(order('1420000001'))).toBe(true);
    expect(trackPurchaseOnce(order('1420000001'))).toBe(false);
    expect(trackPurchaseOnce(order('1420000002'))).toBe(true);
    expect(events().map((entry) => [entry['event'], (entry['ecommerce'] as { transaction_id: string }).transaction_id])).toEqual([
      ['purchase', '1420000001'],
      ['purchase', '1420000002'],
    ]);
    expect(events()[0]).toMatchObject({ ecommerce: { value: 45.46, items: [{ price: 20.76 }, { price: 24.7 }] } });
    expect(local.get(purchaseKey('1420000001'))).toBe(1);
  });
});
