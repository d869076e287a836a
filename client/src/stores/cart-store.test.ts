import { beforeEach, describe, expect, test } from 'vitest';
import { cartItemExample } from '#contracts/testing/examples.ts';
import { createNavigationTracker } from '../lib/navigation-analytics.ts';
import { local } from '../lib/storage.ts';
import { cartState, emptyCartIfOrderPlaced, resetCartState, setCartItems, setShowCart } from './cart-store.ts';
import { ROUTES } from '#contracts/constants/client-routes.ts';

beforeEach(() => {
  local.remove('show_carrito');
  resetCartState();
});

describe('the show-cart flag (spec 3 show_carrito, spec 4; docs/decisions/038)', () => {
  test('[cart] an order taking the cart clears the flag; a refused checkout keeps it', () => {
    setCartItems([cartItemExample()]);
    setShowCart(true);
    emptyCartIfOrderPlaced({ ok: false, order_id: null });
    expect(local.get('show_carrito')).toBe(true);
    emptyCartIfOrderPlaced({ ok: true, order_id: '1400000001' });
    expect(local.get('show_carrito')).toBe(false);
    expect(cartState.showCart).toBe(false);
  });

  test('[cart] once cleared, back/forward to a cart/add route is what shows the cart again', () => {
    setShowCart(true);
    emptyCartIfOrderPlaced({ ok: true, order_id: '1400000001' });
    const track = createNavigationTracker();
    track('a', ROUTES.checkout.successOf('1400000001'), 'PUSH');
    const back = track('b', ROUTES.simpleNote.addToCart, 'POP');
    expect(back.reshowCart).toBe(true);
    // what the layout does with it (app/layout/use-analytics.ts)
    if (back.reshowCart) setShowCart(true);
    expect(local.get('show_carrito')).toBe(true);
  });
});
