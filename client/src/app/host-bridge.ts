import { subscribe } from 'valtio';
import type { CartItem } from '#contracts/api/cart.ts';
import { cartTotal } from '#contracts/rules/pricing.ts';
import { isCartVisible } from '../features/cart/lib/cart-visibility.ts';
import { withoutBasename } from '../lib/fixed-route.ts';
import { type CartLine, announceToHost, listenToHost } from '../lib/host-events.ts';
import { keepQuery } from '../lib/keep-query.ts';
import { cartState, setCartMenuOpen } from '../stores/cart-store.ts';
import { configState } from '../stores/config-store.ts';
import type { AppRouter } from './router.tsx';

const priceOf = (item: CartItem) => item.extra.current_price ?? 0;

/** The cart as the host sees it: count, total in euros (cents rounded) and one line per item. */
export function cartSummary(items: readonly CartItem[]): { count: number; total: number; items: CartLine[] } {
  return {
    count: items.length,
    total: cartTotal(items),
    items: items.map((item) => ({ id: item.id, product_id: item.product_id, name: item.product_name, price: priceOf(item) })),
  };
}

/** The items of `after` that `before` did not hold; none while the cart had not loaded yet (its first load is not an addition). */
export function addedItems(before: readonly CartItem[] | null, after: readonly CartItem[]): CartItem[] {
  if (before === null) return [];
  const known = new Set(before.map((item) => item.id));
  return after.filter((item) => !known.has(item.id));
}

/** The app's path without the host page's basename: what the host sends back in navigate. */
export function appPathOf(location: { pathname: string; search: string }, basename: string): string {
  return `${withoutBasename(location.pathname, basename)}${location.search}`;
}

/**
 * Connects the embedded app to its host page (spec 7, docs/reference/client.md "Embedding the store"): announces ready once the
 * configuration and the cart have loaded, every navigation, every cart change and each item added; obeys
 * open_service, open_cart and navigate. Returns the function that disconnects.
 */
export function connectHost(router: AppRouter): () => void {
  const basename = router.basename === undefined || router.basename === '/' ? '' : router.basename;
  const currentPath = () => appPathOf(router.state.location, basename);

  const stopListening = listenToHost({
    navigate: (path) => void router.navigate(keepQuery(path, router.state.location.search)),
    openCart: () => {
      const pathname = withoutBasename(router.state.location.pathname, basename);
      const visible = isCartVisible({ showCartFlag: cartState.showCart, itemCount: cartState.items.length, pathname });
      if (!visible) throw new Error('the cart is empty or hidden on this route');
      setCartMenuOpen(true);
    },
  });

  let lastPath = currentPath();
  const stopRouter = router.subscribe(() => {
    const path = currentPath();
    if (path === lastPath) return;
    lastPath = path;
    announceToHost({ action: 'navigation', data: { path } });
  });

  let ready = false;
  const announceReady = () => {
    if (ready || !configState.loaded || !cartState.loaded) return;
    ready = true;
    announceToHost({ action: 'ready', data: { store_id: configState.config.store_id, path: currentPath() } });
  };
  const stopConfig = subscribe(configState, announceReady);

  let previous: CartItem[] | null = null;
  let lastCart = '';
  const onCartChange = () => {
    announceReady();
    if (!cartState.loaded) return;
    const items = [...cartState.items];
    const cart = cartSummary(items);
    const signature = JSON.stringify(cart);
    if (signature === lastCart) return; // the menu opened, the show-cart flag changed: not a cart change
    lastCart = signature;
    for (const item of addedItems(previous, items))
      announceToHost({ action: 'add_to_cart', data: { product_id: item.product_id, price: priceOf(item) } });
    previous = items;
    announceToHost({ action: 'cart', data: cart });
  };
  const stopCart = subscribe(cartState, onCartChange);
  // Loaded on demand, the bridge may arrive after the configuration and the cart: tell the host what it missed.
  onCartChange();

  return () => {
    stopListening();
    stopRouter();
    stopConfig();
    stopCart();
  };
}
