import { act, cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { cartItemExample, configExample } from '#contracts/testing/examples.ts';
import { addedDeedCopyExample } from '#contracts/testing/generic-examples.ts';
import { catalogueProduct } from '#contracts/testing/catalogue.ts';
import { configureApi } from '../../../api/client.ts';
import { resetCartState, setCartItems, setShowCart } from '../../../stores/cart-store.ts';
import { configState, resetConfigState } from '../../../stores/config-store.ts';
import { clearResources } from '../../../stores/use-resource.ts';
import { deedCopyWithPagesExample, twoLocatedPropertiesExample } from '../../../testing/cart-line-examples.ts';
import { fakeFetch } from '../../../testing/fake-fetch.ts';
import { renderAt } from '../../../testing/render-route.tsx';
import { CartMenu } from './cart-menu.tsx';
import { ROUTES } from '#contracts/constants/client-routes.ts';

beforeEach(() => {
  configureApi({ baseUrl: '', retryDelaysMs: [0] });
  // the products whose answers price a line (ui/item-answers.tsx)
  vi.stubGlobal(
    'fetch',
    fakeFetch({
      getProduct: ({ query }) => ({ ok: true, message: JSON.stringify(catalogueProduct(query.id)), config: configState.config }),
    }),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  resetCartState();
  resetConfigState();
  clearResources();
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
    // the notary's name, under its label; the yes/no answer only because it is charged for (+20,76 €)
    expect(await within(deed).findByText('Sí, es de una propiedad')).toBeTruthy();
    expect(deed.querySelector('dl')?.textContent).toBe(
      'Nombre del notario: María López Ruiz¿La escritura es de una propiedad?: Sí, es de una propiedad',
    );
    expect(within(menu).getByText('Total (IVA incluido)').parentElement?.textContent).toBe('Total (IVA incluido)226,52 €');
  });

  test('[cart] each line names what it charges for: the finca and registry of each located property, the copy type and pages of a deed copy (issue 41)', async () => {
    withCart(14, [...twoLocatedPropertiesExample(), deedCopyWithPagesExample()]);
    renderAt(ROUTES.services, <CartMenu />);
    await act(async () => screen.getByRole('button', { name: 'Cesta, 3 productos' }).click());
    const menu = await screen.findByRole('dialog', { name: 'Tu cesta' });
    const [first, second, deed] = within(menu).getAllByRole('listitem') as [HTMLElement, HTMLElement, HTMLElement];

    expect(within(first).getByText('Finca 34211, Registro de la Propiedad de Madrid número 18')).toBeTruthy();
    expect(within(second).getByText('Finca 20455, Registro de la Propiedad de València número 7')).toBeTruthy();
    expect(within(deed).getByText('283,11 €')).toBeTruthy();
    expect(await within(deed).findByText('Copia auténtica en papel')).toBeTruthy();
    expect(within(deed).getByText('Unas 30 (10 páginas de más)')).toBeTruthy();
    expect(within(deed).getByText('Sí, es anterior a 2006')).toBeTruthy();
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

  test('[query] Buy leads on with the store and the campaign tags kept (issue 41)', async () => {
    withCart(16);
    const { router } = renderAt(`${ROUTES.services}?store=16&utm_source=x`, <CartMenu />);
    await act(async () => screen.getByRole('button', { name: 'Carrinho, 2 produtos' }).click());
    const menu = await screen.findByRole('dialog');
    await act(async () => within(menu).getByRole('button', { name: 'Comprar' }).click());
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(`${ROUTES.register}?store=16&utm_source=x`);
  });
});
