// @vitest-environment happy-dom
import { createMemoryRouter } from 'react-router';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { cartItemExample, configExample } from '#contracts/testing/examples.ts';
import { HOST_EVENT } from '../lib/host-events.ts';
import { cartState, resetCartState, setCartItems, setShowCart } from '../stores/cart-store.ts';
import { applyServerConfig, resetConfigState } from '../stores/config-store.ts';
import { addedItems, appPathOf, cartSummary, connectHost } from './host-bridge.ts';
import { ROUTES } from '#contracts/constants/client-routes.ts';

const item = (id: string, productId: string, price: number) =>
  cartItemExample({ id, product_id: productId, product_name: `Producto ${productId}`, extra: { current_price: price } });

let disconnect: (() => void) | undefined;
afterEach(() => {
  disconnect?.();
  disconnect = undefined;
  resetCartState();
  resetConfigState();
  window.localStorage.clear();
});

/** The embedded app under /demo-host, and everything it announced to the host page. */
function embeddedApp() {
  const router = createMemoryRouter([{ path: '*', element: null }], { initialEntries: ['/demo-host/servicios'], basename: '/demo-host' });
  const heard: { action: string; data: unknown }[] = [];
  const listener = (event: Event) => {
    const detail = (event as CustomEvent<{ source: string; action: string; data: unknown }>).detail;
    if (detail.source === 'app') heard.push({ action: detail.action, data: detail.data });
  };
  window.addEventListener(HOST_EVENT, listener);
  const stop = connectHost(router);
  disconnect = () => {
    stop();
    window.removeEventListener(HOST_EVENT, listener);
  };
  const host = (action: string, data: unknown = {}) =>
    window.dispatchEvent(new CustomEvent(HOST_EVENT, { detail: { source: 'host', action, data } }));
  return { router, heard, host };
}

describe('the embedded app and its host page', () => {
  test('[embed] announces ready once config and cart have loaded, then each addition and the cart, and navigations without the basename', async () => {
    const { router, heard } = embeddedApp();
    applyServerConfig(configExample({ store_id: 9 }));
    setCartItems([item('1', '15867', 20.76)]);
    await vi.waitFor(() => expect(heard.map((event) => event.action)).toEqual(['ready', 'cart']));
    expect(heard[0]?.data).toEqual({ store_id: 9, path: ROUTES.services });

    setCartItems([item('1', '15867', 20.76), item('2', '18444', 30)]);
    setShowCart(true); // not a cart change
    await vi.waitFor(() => expect(heard).toHaveLength(4));
    await router.navigate(`${ROUTES.simpleNote.step('step1')}?store=9`);

    await vi.waitFor(() => expect(heard).toHaveLength(5));
    expect(heard.slice(2)).toEqual([
      { action: 'add_to_cart', data: { product_id: '18444', price: 30 } },
      {
        action: 'cart',
        data: {
          count: 2,
          total: 50.76,
          items: [
            { id: '1', product_id: '15867', name: 'Producto 15867', price: 20.76 },
            { id: '2', product_id: '18444', name: 'Producto 18444', price: 30 },
          ],
        },
      },
      { action: 'navigation', data: { path: `${ROUTES.simpleNote.step('step1')}?store=9` } },
    ]);
  });

  test('[embed] a bridge that loads after the configuration and the cart still announces ready and the cart', async () => {
    applyServerConfig(configExample({ store_id: 16 }));
    setCartItems([item('1', '18414', 25)]);
    const { heard } = embeddedApp();
    await vi.waitFor(() => expect(heard.map((event) => event.action)).toEqual(['ready', 'cart']));
    expect(heard[0]?.data).toEqual({ store_id: 16, path: ROUTES.services });
  });

  test('[embed] the host opens a service under the basename, and the cart only when it shows', async () => {
    const { router, host } = embeddedApp();
    host('open_service', { flow: 'nota-simple' });
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/demo-host/nota-simple/step1'));

    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    host('open_cart');
    expect(cartState.menuOpen).toBe(false);
    expect(logged).toHaveBeenCalledWith(expect.stringContaining('open_cart failed'), expect.any(Error));

    setShowCart(true);
    setCartItems([item('1', '15867', 20.76)]);
    host('open_cart');
    expect(cartState.menuOpen).toBe(true);
  });
});

describe('what the host is told', () => {
  test('[embed] the first load of the cart is not an addition; later new ids are', () => {
    expect(addedItems(null, [item('1', '15867', 1)])).toEqual([]);
    expect(addedItems([item('1', '15867', 1)], [item('1', '15867', 1), item('2', '18444', 2)]).map((i) => i.id)).toEqual(['2']);
  });

  test('[embed] the cart total is rounded to cents, items without price count 0', () => {
    expect(cartSummary([item('1', '1', 0.1), item('2', '2', 0.2), cartItemExample({ id: '3', extra: {} })]).total).toBe(0.3);
  });

  test('[embed] paths are told without the host page’s basename', () => {
    expect(appPathOf({ pathname: '/demo-host/servicios', search: '?store=9' }, '/demo-host')).toBe(`${ROUTES.services}?store=9`);
    expect(appPathOf({ pathname: '/demo-host', search: '' }, '/demo-host')).toBe('/');
    expect(appPathOf({ pathname: ROUTES.services, search: '' }, '')).toBe(ROUTES.services);
  });
});
