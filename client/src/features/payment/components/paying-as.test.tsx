import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { configExample } from '#contracts/testing/examples.ts';
import { configureApi } from '../../../api/client.ts';
import { configState, resetConfigState } from '../../../stores/config-store.ts';
import { fakeFetch } from '../../../testing/fake-fetch.ts';
import { renderAt } from '../../../testing/render-route.tsx';
import { PayingAs } from './paying-as.tsx';
import { ROUTES } from '#contracts/constants/client-routes.ts';

beforeEach(() => {
  configureApi({ baseUrl: '', retryDelaysMs: [0] });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  resetConfigState();
});

describe('"Pagando como" on the payment pages (issue 12)', () => {
  test('[payment] a new buyer can change a mistyped e-mail: back to register, which shows it to edit', () => {
    configState.config = configExample({ store_id: 14, loggedIn: false });
    renderAt(ROUTES.payment.choose, <PayingAs email="ana@exmaple.com" loggedIn={false} />);
    expect(screen.getByText('Pagando como ana@exmaple.com')).toBeTruthy();
    expect(screen.getByText('Te enviaremos a este email la confirmación y los documentos.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Cambiar el email' }).getAttribute('href')).toBe(ROUTES.register);
    expect(screen.queryByRole('button', { name: 'Cerrar sesión' })).toBeNull();
  });

  test('[payment] a logged-in customer who changes the e-mail is told the cart empties, and logging out leads to register', async () => {
    configState.config = configExample({ store_id: 16, loggedIn: true, customerEmail: 'ana@example.com' });
    const logout = vi.fn(() => ({ ok: true as const, config: { ...configState.config, loggedIn: false, customerEmail: '' } }));
    vi.stubGlobal('fetch', fakeFetch({ logout }));
    const { router } = renderAt(ROUTES.payment.choose, <PayingAs email="ana@example.com" loggedIn />);
    expect(screen.getByText('A pagar como ana@example.com')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Terminar sessão' })).toBeNull();
    const change = screen.getByRole('button', { name: 'Alterar o email' });
    expect(change.getAttribute('aria-expanded')).toBe('false');
    await act(async () => change.click());
    expect(change.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByText(/o seu carrinho será esvaziado/)).toBeTruthy();

    const button = screen.getByRole('button', { name: 'Terminar sessão' });
    await act(async () => button.click());
    await vi.waitFor(() => expect(router.state.location.pathname).toBe(ROUTES.register));
    expect(logout).toHaveBeenCalledTimes(1);
    expect(configState.config.loggedIn).toBe(false);
  });
});
