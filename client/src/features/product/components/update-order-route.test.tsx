import { Suspense } from 'react';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import type { CartItem } from '#contracts/api/cart.ts';
import { ROUTES } from '#contracts/constants/client-routes.ts';
import { PRODUCT_IDS } from '#contracts/constants/product-ids.ts';
import { configExample, orderAwaitingPaymentExample } from '#contracts/testing/examples.ts';
import { catalogueProduct } from '#contracts/testing/catalogue.ts';
import { configureApi } from '../../../api/client.ts';
import { configState, resetConfigState } from '../../../stores/config-store.ts';
import { fakeFetch } from '../../../testing/fake-fetch.ts';
import { UpdateOrderRoute } from './update-order-route.tsx';

const ORDER = '1400004022';
const DEED = PRODUCT_IDS.deedCopy;

/** The deed copy of a property (99 + 20,76 €), a simple PDF copy, ordered with its data. */
const answers: Record<string, [string, string]> = {
  '1648': ['40009', 'Sí, es de una propiedad'],
  '1655': ['4324', 'Sí'],
  '20021': ['', 'Luis Fernández Gil'],
  '20022': ['', 'Madrid'],
  '20023': ['', '14/06/2011'],
  '20024': ['', '1532'],
  '20025': ['40013', 'No, es de 2006 o posterior'],
  '20020': ['40010', 'Copia simple en PDF'],
  '20026': ['40014', 'Soy otorgante o titular'],
};
const deedCopy = (overrides: Partial<CartItem>): CartItem =>
  orderAwaitingPaymentExample({
    id: '2003',
    order_id: ORDER,
    real_order_id: ORDER,
    product_id: DEED,
    product_name: 'Copia de escritura',
    options: Object.entries(answers).map(([option_id, [choice, printed]]) => ({
      option_id,
      option_value: choice,
      value: choice || printed,
      print_value: printed,
      label: option_id,
    })),
    extra: { current_price: 119.76 },
    ...overrides,
  });

const updates: unknown[] = [];

function openWith(item: CartItem) {
  vi.stubGlobal(
    'fetch',
    fakeFetch({
      getPedidos: () => ({ pedidos: [item], config: configState.config }),
      getProduct: ({ query }) => ({ ok: true, message: JSON.stringify(catalogueProduct(query.id)), config: configState.config }),
      updatePedido: ({ body }) => {
        updates.push(body);
        return { ok: true, pedido: item, config: configState.config };
      },
    }),
  );
  const router = createMemoryRouter(
    [
      {
        path: ROUTES.product.updatePattern,
        element: (
          <Suspense fallback={<p role="status">Cargando…</p>}>
            <UpdateOrderRoute />
          </Suspense>
        ),
      },
      { path: ROUTES.account.orderPattern, element: <p>Pedido</p> },
    ],
    { initialEntries: [ROUTES.product.update(ORDER, item.id)] },
  );
  render(<RouterProvider router={router} />);
}

beforeEach(() => {
  configureApi({ baseUrl: '', retryDelaysMs: [0] });
  configState.config = configExample({ store_id: 14 });
  updates.length = 0;
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  resetConfigState();
});

describe('[product] correcting an order item (updatepedido, issue 41)', () => {
  test('[product] a paid item offers no answer that changes its price, says so, and saves a change at the price paid', async () => {
    openWith(deedCopy({ status: 'complete', panel_status_id: 60 }));
    expect(
      await screen.findByText(
        /^Este pedido ya está pagado: puedes corregir sus datos, pero no elegir opciones que cambien su precio de 119,76 €/,
      ),
    ).toBeTruthy();
    const copyType = screen.getByRole('radiogroup', { name: /Tipo de copia/ });
    expect(
      within(copyType)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual(['Copia simple en PDF']);
    expect(screen.queryByText(/\+86 €/)).toBeNull();

    await act(async () => screen.getByRole('button', { name: 'Guardar' }).click());
    expect(await screen.findByText('Hemos guardado los nuevos datos de tu pedido.')).toBeTruthy();
    expect(updates).toHaveLength(1);
  });

  test('[product] answers at another price than the one paid are not sent: the form says what they would cost', async () => {
    openWith(deedCopy({ status: 'complete', panel_status_id: 10, pendingTramitation: true, extra: { current_price: 99 } }));
    await screen.findByRole('radiogroup', { name: /Tipo de copia/ });
    await act(async () => screen.getByRole('button', { name: 'Guardar' }).click());
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Con estas respuestas el precio sería 119,76 €. En un pedido pagado solo se guardan cambios que mantienen el precio pagado de 99 €.',
    );
    expect(updates).toEqual([]);
  });

  test('[product] an unpaid order still offers every answer, priced', async () => {
    openWith(deedCopy({ status: 'pending_payment' }));
    const copyType = await screen.findByRole('radiogroup', { name: /Tipo de copia/ });
    expect(within(copyType).getAllByRole('radio')).toHaveLength(2);
    expect(screen.queryByText(/^Este pedido ya está pagado/)).toBeNull();
  });

  test('[product] an item the backend no longer changes shows why, with no form, and leads back to the order', async () => {
    openWith(deedCopy({ status: 'complete', panel_status_id: 110 }));
    expect(await screen.findByText(/^Los datos de este producto ya no se pueden cambiar/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Guardar' })).toBeNull();
    expect(screen.getByRole('link', { name: `Volver al pedido ${ORDER}` }).getAttribute('href')).toBe(ROUTES.account.order(ORDER));
  });
});
