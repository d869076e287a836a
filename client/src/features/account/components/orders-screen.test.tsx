import { act, cleanup, render, screen, within } from '@testing-library/react';
import { Suspense } from 'react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import type { CartItem } from '#contracts/api/cart.ts';
import { PANEL_STATUS } from '#contracts/rules/order-status.ts';
import {
  OLD_NOTA_SIMPLE_ORDER_ID,
  TO_FINALIZE_ITEM_ID,
  TO_FINALIZE_ORDER_ID,
  deliveredNotaSimpleExample,
  itemToFinalizeExample,
} from '#contracts/testing/account-examples.ts';
import { configExample, orderAwaitingPaymentExample } from '#contracts/testing/examples.ts';
import { configureApi } from '../../../api/client.ts';
import { local } from '../../../lib/storage.ts';
import { applyServerConfig, configState, resetConfigState } from '../../../stores/config-store.ts';
import { fakeFetch } from '../../../testing/fake-fetch.ts';
import { accountRoutes } from '../routes.tsx';
// Loaded up front, so the routes' lazy screens resolve at once.
import './orders-screen.tsx';
import './order-detail-screen.tsx';
import { ROUTES } from '#contracts/constants/client-routes.ts';

const portugueseOrder = (id: string, overrides: Partial<CartItem>): CartItem =>
  orderAwaitingPaymentExample({
    id,
    order_id: '1600000321',
    real_order_id: '1600000321',
    created_at: '2026-04-01T09:00:00Z',
    ...overrides,
  });

const pedidos: CartItem[] = [
  deliveredNotaSimpleExample(),
  orderAwaitingPaymentExample({ created_at: '2026-03-01T10:05:00Z' }),
  portugueseOrder('3001', { status: 'complete', panel_status_id: PANEL_STATUS.inTramitation, product_name: 'Certidão Permanente' }),
];

function renderAt(path: string) {
  const router = createMemoryRouter([...accountRoutes, { path: ROUTES.authenticate, element: <h1>Login</h1> }], {
    initialEntries: [path],
  });
  render(
    <Suspense>
      <RouterProvider router={router} />
    </Suspense>,
  );
  return router;
}

beforeEach(() => {
  configureApi({ baseUrl: '', retryDelaysMs: [0] });
  applyServerConfig(configExample({ loggedIn: true, customerEmail: 'cliente@example.com' }));
  vi.stubGlobal(
    'fetch',
    fakeFetch({
      getPedidos: ({ query }) => ({ pedidos: query.toFinalize === '1' ? [itemToFinalizeExample()] : pedidos, config: configState.config }),
    }),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  resetConfigState();
});

describe('[account] orders list', () => {
  test('[account] orders newest first, each item with the spec 4 label and class; a Portuguese order in Portuguese', async () => {
    renderAt(ROUTES.account.orders);
    const orders = await screen.findAllByRole('article');
    expect(orders.map((order) => within(order).getByRole('heading', { level: 2 }).textContent)).toEqual([
      'Pedido 1600000321',
      'Pedido 1400004101',
      `Pedido ${OLD_NOTA_SIMPLE_ORDER_ID}`,
    ]);
    const portuguese = within(orders[0] as HTMLElement).getByText('A processar');
    expect(portuguese.className).toContain('tramitandose');
    const unpaid = within(orders[1] as HTMLElement).getByText('Pendiente de Pago');
    expect(unpaid.className).toContain('incompleto');
    const ready = within(orders[2] as HTMLElement).getByText('Listo');
    expect(ready.className).toContain('disponible');
    expect(
      within(orders[2] as HTMLElement)
        .getByRole('link', { name: `Pedido ${OLD_NOTA_SIMPLE_ORDER_ID}` })
        .getAttribute('href'),
    ).toBe(ROUTES.account.order(OLD_NOTA_SIMPLE_ORDER_ID));
  });

  test('[account] the list shows no order total: pedidos carries none, and items are never added up into one', async () => {
    renderAt(ROUTES.account.orders);
    await screen.findAllByRole('article');
    expect(screen.queryByText(/^Total:/)).toBeNull();
  });

  test('[account] an item that needs more data leads to customer/checkout/finalize/{item_id}', async () => {
    renderAt(ROUTES.account.orders);
    const link = await screen.findByRole('link', { name: `Completar Nota Simple del pedido ${TO_FINALIZE_ORDER_ID}` });
    expect(link.getAttribute('href')).toBe(ROUTES.checkout.finalize(TO_FINALIZE_ITEM_ID));
  });

  test('[account] the list takes focus at its heading', async () => {
    renderAt(ROUTES.account.orders);
    const heading = await screen.findByRole('heading', { level: 1, name: 'Mis pedidos' });
    expect(document.activeElement).toBe(heading);
  });

  test('[account] a visitor who is not logged in goes to authenticate, and the page is remembered for after', async () => {
    applyServerConfig(configExample({ loggedIn: false }));
    const router = renderAt(`${ROUTES.account.order(OLD_NOTA_SIMPLE_ORDER_ID)}?store=9`);
    await screen.findByRole('heading', { name: 'Login' });
    expect(router.state.location.pathname).toBe(ROUTES.authenticate);
    expect(router.state.location.search).toBe('?store=9');
    expect(local.get('back_login_page')?.path).toBe(`${ROUTES.account.order(OLD_NOTA_SIMPLE_ORDER_ID)}?store=9`);
  });

  test('[push] nothing is registered nor asked on load; the button asks, registers and sends the subscription as is', async () => {
    const subscription = {
      endpoint: 'https://push.example/send/abc',
      expirationTime: null,
      keys: { p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA', auth: 'tBHItJI5svbpez7KI4CCXg' },
    };
    const subscribe = vi.fn(async () => ({ toJSON: () => subscription }));
    const register = vi.fn(async () => ({}));
    const requestPermission = vi.fn(async () => 'granted');
    vi.stubGlobal(
      'Notification',
      Object.assign(function Notification() {}, { permission: 'default', requestPermission }),
    );
    vi.stubGlobal('PushManager', function PushManager() {});
    Object.defineProperty(navigator, 'serviceWorker', {
      configurable: true,
      value: { register, ready: Promise.resolve({ pushManager: { getSubscription: async () => null, subscribe } }) },
    });
    const sent: unknown[] = [];
    vi.stubGlobal(
      'fetch',
      fakeFetch({
        getPedidos: () => ({ pedidos, config: configState.config }),
        pushSubscribe: ({ body }) => {
          sent.push(body);
          return { ok: true, config: configState.config };
        },
      }),
    );
    renderAt(ROUTES.account.orders);
    const button = await screen.findByRole('button', { name: 'Activar avisos' });
    expect(register).not.toHaveBeenCalled();
    expect(requestPermission).not.toHaveBeenCalled();
    await act(async () => button.click());
    expect(await screen.findByText('Los avisos están activados en este navegador.')).toBeTruthy();
    expect(requestPermission).toHaveBeenCalledOnce();
    expect(register).toHaveBeenCalledWith('/sw.js', { scope: '/' });
    expect(sent).toEqual([subscription]);
    Reflect.deleteProperty(navigator, 'serviceWorker');
  });
});
