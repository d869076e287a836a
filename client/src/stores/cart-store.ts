import { proxy, ref } from 'valtio';
import type { CartItem } from '#contracts/api/cart.ts';
import { whenBrowserStateMayShow } from '../lib/browser-state.ts';
import { local } from '../lib/storage.ts';

interface CartState {
  items: CartItem[];
  loaded: boolean;
  /**
   * The show-cart flag (local storage show_carrito): set when something is added to the cart (and when a failed
   * payment puts the order's items back), cleared when an order takes the cart; back/forward to a cart/add route
   * sets it again (spec 4; docs/decisions/038).
   */
  showCart: boolean;
  /** The header's cart menu is open (the buyer opened it, or the host page asked: open_cart). */
  menuOpen: boolean;
}

export const cartState = proxy<CartState>({ items: ref([]), loaded: false, showCart: false, menuOpen: false });
// A flag of this browser's storage: at once, or right after the page's server markup is hydrated (decision 035).
whenBrowserStateMayShow(() => {
  cartState.showCart = local.get('show_carrito') ?? false;
});

/**
 * The cart update announced by every response that carries the cart. The items are kept as the answer gave them
 * (valtio's `ref`): the list is always replaced whole, never changed in place, so whoever reads `items` renders again
 * when it is replaced, and no proxy is made of every item and every answer in it (the largest part of what a server
 * render spent in valtio).
 */
export function setCartItems(items: CartItem[]): void {
  cartState.items = ref(items);
  cartState.loaded = true;
}

/**
 * A checkout answer that placed an order (ok, with an order id) means the backend moved the cart into that
 * order and emptied it; the answer does not carry the cart, so the header would go on showing the paid
 * items until the next cart load. A refusal leaves the cart as it is.
 */
export function emptyCartIfOrderPlaced(answer: { ok: boolean; order_id: string | null }): void {
  if (answer.ok && answer.order_id !== null) {
    setCartItems([]);
    // the cart the flag showed is an order now: nothing is shown until something is added again (or back/forward
    // to a cart/add route, spec 4, shows it again)
    setShowCart(false);
  }
}

export function setShowCart(show: boolean): void {
  local.set('show_carrito', show);
  cartState.showCart = show;
}

export function setCartMenuOpen(open: boolean): void {
  cartState.menuOpen = open;
}

export function resetCartState(): void {
  cartState.menuOpen = false;
  cartState.items = ref([]);
  cartState.loaded = false;
  cartState.showCart = local.get('show_carrito') ?? false;
}
