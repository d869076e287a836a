import { ROUTES } from '#contracts/constants/client-routes.ts';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import type { CartItem } from '#contracts/api/cart.ts';
import type { NotaSimpleEdit } from '#contracts/api/spain.ts';
import { configExample, orderAwaitingPaymentExample } from '#contracts/testing/examples.ts';
import { configureApi } from '../../../api/client.ts';
import { clearResources } from '../../../stores/use-resource.ts';
import { applyServerConfig, configState, resetConfigState } from '../../../stores/config-store.ts';
import { fakeFetch } from '../../../testing/fake-fetch.ts';
import { CorrectNoteScreen } from './correct-note-screen.tsx';

const ORDER = '1400004101';
const sevilla = (overrides: Partial<CartItem> = {}) =>
  orderAwaitingPaymentExample({
    options: [
      { option_id: 'nombre', option_value: '', value: 'Ana Ruiz', print_value: 'Ana Ruiz', label: 'Titular' },
      { option_id: 'direccion', option_value: '', value: 'Calle Feria 12', print_value: 'Calle Feria 12', label: 'Dirección' },
      { option_id: 'municipio', option_value: '41091', value: 'Sevilla', print_value: 'Sevilla (Sevilla)', label: 'Municipio' },
      { option_id: 'provincia', option_value: '', value: 'Sevilla', print_value: '', label: 'Provincia' },
      { option_id: 'codigo_ine', option_value: '', value: '41091', print_value: '', label: 'Código INE' },
    ],
    ...overrides,
  });

function renderCorrection(item: CartItem, sent: { data?: NotaSimpleEdit; cascades?: boolean }) {
  vi.stubGlobal(
    'fetch',
    fakeFetch({
      getPedidos: () => ({ pedidos: [item], config: configState.config }),
      updatePedidoNs: ({ body }) => {
        sent.data = body.data;
        if (body.actions !== undefined) sent.cascades = body.actions.cascades;
        return { ok: true, pedido: item, config: configState.config };
      },
    }),
  );
  const router = createMemoryRouter([{ path: ROUTES.simpleNote.correctPattern, element: <CorrectNoteScreen /> }], {
    initialEntries: [ROUTES.simpleNote.correct(ORDER, item.id)],
  });
  render(
    <Suspense>
      <RouterProvider router={router} />
    </Suspense>,
  );
}

beforeEach(() => {
  configureApi({ baseUrl: '', retryDelaysMs: [0] });
  applyServerConfig(configExample({ loggedIn: true, customerEmail: 'cliente@example.com' }));
});

afterEach(() => {
  clearResources();
  resetConfigState();
});

describe('[orders] correcting a placed Nota Simple (docs/decisions/038)', () => {
  test('[orders] the fields start from the order’s answers; saving sends the corrected data as an update that cascades', async () => {
    const sent: { data?: NotaSimpleEdit; cascades?: boolean } = {};
    renderCorrection(sevilla(), sent);
    const owner = await screen.findByRole('textbox', { name: 'Nombre y apellidos del titular, o razón social' });
    expect((owner as HTMLInputElement).value).toBe('Ana Ruiz');
    fireEvent.change(owner, { target: { value: 'Ana María Ruiz Gómez' } });
    await act(async () => screen.getByRole('button', { name: 'Guardar la corrección' }).click());
    expect(await screen.findByText(/Hemos corregido los datos de tu Nota Simple/)).toBeTruthy();
    expect(sent.data).toEqual({
      nombre: 'Ana María Ruiz Gómez',
      direccion: 'Calle Feria 12',
      municipio: 'Sevilla',
      provincia: 'Sevilla',
      codigo_ine: '41091',
      otros_datos: '',
    });
    expect(sent.cascades).toBe(true);
  });

  test('[orders] after "Guardar la corrección" the focus is on the confirmation, not lost to <body> (issue 41)', async () => {
    renderCorrection(sevilla(), {});
    const owner = await screen.findByRole('textbox', { name: 'Nombre y apellidos del titular, o razón social' });
    fireEvent.change(owner, { target: { value: 'Ana María Ruiz Gómez' } });
    const save = screen.getByRole('button', { name: 'Guardar la corrección' });
    save.focus();
    await act(async () => save.click());
    const confirmation = await screen.findByText(/Hemos corregido los datos de tu Nota Simple/);
    expect(document.activeElement).toBe(confirmation);
    expect(confirmation.getAttribute('role')).toBe('status');
  });

  test('[orders] a Nota Simple the registry is processing shows why it can no longer be corrected, and no form', async () => {
    renderCorrection(sevilla({ status: 'complete_tramitando', panel_status_id: 20 }), {});
    expect(await screen.findByText(/El registro ya está tramitando esta Nota Simple/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Guardar la corrección' })).toBeNull();
    expect(screen.getByRole('link', { name: `Volver al pedido ${ORDER}` }).getAttribute('href')).toBe(ROUTES.account.order(ORDER));
  });
});
