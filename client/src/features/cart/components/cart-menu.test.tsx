import { act, cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, test } from 'vitest';
import { cartItemExample, configExample } from '#contracts/testing/examples.ts';
import { addedDeedCopyExample } from '#contracts/testing/generic-examples.ts';
import { resetCartState, setCartItems, setShowCart } from '../../../stores/cart-store.ts';
import { configState, resetConfigState } from '../../../stores/config-store.ts';
import { renderAt } from '../../../testing/render-route.tsx';
import { CartMenu } from './cart-menu.tsx';
import { ROUTES } from '#contracts/constants/client-routes.ts';

afterEach(() => {
  cleanup();
  resetCartState();
  resetConfigState();
});

function withCart(storeId: number, items = [cartItemExample(), addedDeedCopyExample()]) {
  configState.config = configExample({ store_id: storeId });
  setShowCart(true);
  setCartItems(items);
}

describe('[cart] the header cart menu', () => {
  test.each([
    [14, 1, 'Cesta, 1 producto'],
    [14, 2, 'Cesta, 2 productos'],
    [16, 1, 'Carrinho, 1 produto'],
    [16, 2, 'Carrinho, 2 produtos'],
    [18, 1, 'Cart, 1 item'],
    [18, 2, 'Cart, 2 items'],
  ])('[cart] on store %i the button of a cart with %i item(s) reads "%s"', (storeId, count, name) => {
    withCart(storeId, [cartItemExample(), addedDeedCopyExample()].slice(0, count));
    renderAt(ROUTES.services, <CartMenu />);
    expect(screen.getByRole('button', { name })).toBeTruthy();
  });

  test('[cart] each line shows its price and labelled answers, and the menu the total with VAT', async () => {
    withCart(14);
    renderAt(ROUTES.services, <CartMenu />);
    await act(async () => screen.getByRole('button', { name: 'Cesta, 2 productos' }).click());
    const menu = await screen.findByRole('dialog', { name: 'Tu cesta' });
    const lines = within(menu).getAllByRole('listitem');
    expect(lines).toHaveLength(2);
    const [note, deed] = lines as [HTMLElement, HTMLElement];
    expect(within(note).getByText('20,76 €')).toBeTruthy();
    expect(note.querySelector('dl')?.textContent).toBe('Dirección: Calle Mayor 12');
    expect(within(deed).getByText('205,76 €')).toBeTruthy();
    // the yes/no answer is left out; the notary's name stays, under its label
    expect(deed.querySelector('dl')?.textContent).toBe('Nombre del notario: María López Ruiz');
    expect(within(menu).getByText('Total (IVA incluido)').parentElement?.textContent).toBe('Total (IVA incluido)226,52 €');
  });

  test('[cart] the total follows the cart: a deleted item leaves it', async () => {
    withCart(18);
    renderAt(ROUTES.services, <CartMenu />);
    await act(async () => screen.getByRole('button', { name: 'Cart, 2 items' }).click());
    const menu = await screen.findByRole('dialog', { name: 'Your cart' });
    expect(within(menu).getByText('226,52 €')).toBeTruthy();
    await act(async () => setCartItems([addedDeedCopyExample()]));
    expect(within(menu).getByText('Total (VAT included)').parentElement?.textContent).toBe('Total (VAT included)205,76 €');
  });
});
