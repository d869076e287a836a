import { cleanup, render, screen, within } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import type { Order } from '#contracts/api/payment.ts';
import { ROUTES } from '#contracts/constants/client-routes.ts';
import { catalogueProduct } from '#contracts/testing/catalogue.ts';
import { configExample } from '#contracts/testing/examples.ts';
import { configureApi } from '../../../api/client.ts';
import { resetCartState, setCartItems } from '../../../stores/cart-store.ts';
import { configState, resetConfigState } from '../../../stores/config-store.ts';
import { clearResources } from '../../../stores/use-resource.ts';
import { deedCopyWithPagesExample, twoLocatedPropertiesExample } from '../../../testing/cart-line-examples.ts';
import { fakeFetch } from '../../../testing/fake-fetch.ts';
import { CartSummary } from './cart-summary.tsx';
import { SuccessScreen } from './success-screen.tsx';

const ORDER_ID = '1400109001';
const items = () => [...twoLocatedPropertiesExample(), deedCopyWithPagesExample()];

/** The order those three items make, paid: its items carry the answers they had in the cart. */
function paidOrder(): Order {
  return {
    order_id: ORDER_ID,
    state: 'paid',
    payment_method: 'cc',
    total: 324.63,
    items: items().map((item) => ({ ...item, order_id: ORDER_ID, real_order_id: ORDER_ID, status: 'complete', panel_status_id: 10 })),
    multibanco: null,
    bank: null,
  };
}

beforeEach(() => {
  configureApi({ baseUrl: '', retryDelaysMs: [0] });
  configState.config = configExample({ store_id: 14 });
  vi.stubGlobal(
    'fetch',
    fakeFetch({
      getProduct: ({ query }) => ({ ok: true, message: JSON.stringify(catalogueProduct(query.id)), config: configState.config }),
      loadOrder: () => ({ ok: true, order: paidOrder(), config: configState.config }),
      getPedidos: () => ({ pedidos: [], config: configState.config }),
      getCart: () => ({ cart: [], config: configState.config }),
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

/** Each line of the order's summary with what it says, in order. */
async function expectLinesNameWhatIsPaidFor(lines: HTMLElement[]) {
  const [first, second, deed] = lines as [HTMLElement, HTMLElement, HTMLElement];
  expect(within(first).getByText('Finca 34211, Registro de la Propiedad de Madrid número 18')).toBeTruthy();
  expect(within(first).getByText('20,76 €')).toBeTruthy();
  expect(within(second).getByText('Finca 20455, Registro de la Propiedad de València número 7')).toBeTruthy();
  expect(within(deed).getByText('283,11 €')).toBeTruthy();
  expect(await within(deed).findByText('Copia auténtica en papel')).toBeTruthy();
  expect(within(deed).getByText('Unas 30 (10 páginas de más)')).toBeTruthy();
  expect(within(deed).getByText('Sí, es anterior a 2006')).toBeTruthy();
  expect(within(deed).getByText('Sí, es de una propiedad')).toBeTruthy();
}

describe('every line names what the buyer pays for (issue 41)', () => {
  test('[payment] at payment, two located properties read their finca and registry, and a deed copy its copy type and pages', async () => {
    setCartItems(items());
    render(<CartSummary />);
    const summary = screen.getByRole('region', { name: 'Tu pedido' });
    await expectLinesNameWhatIsPaidFor(within(summary).getAllByRole('listitem'));
  });

  test('[payment] on the success page, the order’s lines say the same as at payment, beside their references', async () => {
    const router = createMemoryRouter([{ path: ROUTES.checkout.successOfPattern, element: <SuccessScreen /> }], {
      initialEntries: [ROUTES.checkout.successOf(ORDER_ID)],
    });
    render(<RouterProvider router={router} />);
    const summary = await screen.findByRole('region', { name: `Pedido ${ORDER_ID}` });
    const lines = within(summary).getAllByRole('listitem');
    expect(lines[0]?.textContent).toContain('LP-2026-500010');
    await expectLinesNameWhatIsPaidFor(lines);
  });
});
