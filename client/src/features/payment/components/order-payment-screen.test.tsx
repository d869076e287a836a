import { cleanup, render, screen } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { ROUTES } from '#contracts/constants/client-routes.ts';
import { customerConfigExample, paidOrderExample } from '#contracts/testing/payment-examples.ts';
import { configureApi } from '../../../api/client.ts';
import { applyServerConfig, resetConfigState } from '../../../stores/config-store.ts';
import { clearResources } from '../../../stores/use-resource.ts';
import { fakeFetch } from '../../../testing/fake-fetch.ts';
import { OrderPaymentScreen } from './order-payment-screen.tsx';

beforeEach(() => {
  configureApi({ baseUrl: '', retryDelaysMs: [0] });
  applyServerConfig(customerConfigExample());
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  resetConfigState();
  clearResources();
});

function renderOrderPayment(orderId: string) {
  const router = createMemoryRouter([{ path: ROUTES.payment.orderPattern, element: <OrderPaymentScreen /> }], {
    initialEntries: [ROUTES.payment.order(orderId)],
  });
  return render(<RouterProvider router={router} />);
}

describe('paying an order that awaits payment (spec 4)', () => {
  test('[payment] the amount to pay is the backend’s total', async () => {
    const order = { ...paidOrderExample(), state: 'pending_payment' as const };
    vi.stubGlobal('fetch', fakeFetch({ loadOrder: () => ({ ok: true, order, config: customerConfigExample() }) }));
    renderOrderPayment(order.order_id);
    expect(await screen.findByText(`Pedido ${order.order_id} pendiente de pago: 140,52 €`)).toBeTruthy();
  });

  test('[payment] a backend whose loadorder leaves the order out: the order from its items, with no amount added up here', async () => {
    const items = paidOrderExample().items.map((item) => ({ ...item, status: 'pending_payment' as const }));
    const orderId = paidOrderExample().order_id;
    vi.stubGlobal(
      'fetch',
      fakeFetch({
        loadOrder: () => ({ config: customerConfigExample() }),
        getPedidos: () => ({ pedidos: items, config: customerConfigExample() }),
      }),
    );
    renderOrderPayment(orderId);
    expect(await screen.findByText(`Pedido ${orderId} pendiente de pago.`)).toBeTruthy();
    expect(screen.queryByText(/€/)).toBeNull();
  });
});
