import { proxy } from 'valtio';
import type { CartItem } from '#contracts/cart.ts';
import { local } from '../lib/storage.ts';

interface CartState {
  items: CartItem[];
  loaded: boolean;
  /** The show-cart flag (local storage show_carrito): set when something is added to the cart. */
  showCart: boolean;
}

export const cartState = proxy<CartState>({ items: [], loaded: false, showCart: local.get('show_carrito') ?? false });

/** The cart update announced by every response that carries the cart. */
export function setCartItems(items: CartItem[]): void {
  cartState.items = items;
  cartState.loaded = true;
}

export function setShowCart(show: boolean): void {
  local.set('show_carrito', show);
  cartState.showCart = show;
}

export function resetCartState(): void {
  cartState.items = [];
  cartState.loaded = false;
  cartState.showCart = local.get('show_carrito') ?? false;
}
