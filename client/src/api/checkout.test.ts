import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { cartExample } from '#contracts/testing/examples.ts';
import { responseExamples } from '#contracts/testing/response-examples.ts';
import { cartState, resetCartState, setCartItems } from '../stores/cart-store.ts';
import { resetConfigState } from '../stores/config-store.ts';
import { fakeFetch } from '../testing/fake-fetch.ts';
import { checkoutAuthenticated } from './checkout-authenticated.ts';
import { checkoutRegister } from './checkout-register.ts';
import { configureApi } from './client.ts';

beforeEach(() => {
  configureApi({ baseUrl: '', retryDelaysMs: [0] });
  setCartItems(cartExample().cart);
});

afterEach(() => {
  vi.unstubAllGlobals();
  resetCartState();
  resetConfigState();
});

describe('[cart] the cart after a checkout call', () => {
  test('[cart] a checkout that placed an order empties the cart at once: the header never shows paid items', async () => {
    vi.stubGlobal('fetch', fakeFetch({ checkoutRegister: responseExamples.checkoutRegister }));
    expect(cartState.items.length).toBeGreaterThan(0);
    await checkoutRegister({ email: 'comprador@example.com', type: 'paypal' });
    expect(cartState.items).toEqual([]);
  });

  test('[cart] a logged-in checkout that placed an order (to pay on the provider’s page) empties it too', async () => {
    vi.stubGlobal('fetch', fakeFetch({ checkoutAuthenticated: responseExamples.checkoutAuthenticated }));
    await checkoutAuthenticated({ form: { email: 'cliente@example.com', type: 'bizum' } });
    expect(cartState.items).toEqual([]);
  });

  test('[cart] a refused checkout (no order placed) keeps the cart', async () => {
    const refused = () => ({ ...responseExamples.checkoutAuthenticated(), ok: false, next: 'declined' as const, order_id: null });
    vi.stubGlobal('fetch', fakeFetch({ checkoutAuthenticated: refused }));
    await checkoutAuthenticated({ form: { email: 'cliente@example.com', type: 'bizum' } });
    expect(cartState.items).toEqual(cartExample().cart);
  });
});
