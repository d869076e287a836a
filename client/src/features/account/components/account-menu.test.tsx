import { act, cleanup, render, screen } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { configExample } from '#contracts/testing/examples.ts';
import { configureApi } from '../../../api/client.ts';
import { local } from '../../../lib/storage.ts';
import { applyServerConfig, configState, resetConfigState } from '../../../stores/config-store.ts';
import { fakeFetch } from '../../../testing/fake-fetch.ts';
import { AccountMenu } from './account-menu.tsx';
import { ROUTES } from '#contracts/constants/client-routes.ts';

function renderHeader(path: string = ROUTES.services) {
  const router = createMemoryRouter([{ path: '*', element: <AccountMenu /> }], { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return router;
}

beforeEach(() => configureApi({ baseUrl: '', retryDelaysMs: [0] }));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  resetConfigState();
});

describe('[account] the header entry', () => {
  test('[account] a visitor gets Acceder, which leads to authenticate and then to the orders', async () => {
    renderHeader();
    const login = screen.getByRole('link', { name: 'Acceder' });
    expect(login.getAttribute('href')).toBe(ROUTES.authenticate);
    await act(async () => login.click());
    expect(local.get('back_login_page')?.path).toBe(ROUTES.account.orders);
  });

  test('[account] no Acceder on the login screen itself', () => {
    renderHeader(ROUTES.authenticate);
    expect(screen.queryByRole('link', { name: 'Acceder' })).toBeNull();
  });

  test('[account] a customer opens Mi cuenta: the orders, and logging out, which lands on servicios as a visitor', async () => {
    applyServerConfig(configExample({ loggedIn: true, customerEmail: 'cliente@example.com', store_id: 16 }));
    vi.stubGlobal(
      'fetch',
      fakeFetch({ logout: () => ({ ok: true, config: { ...configState.config, loggedIn: false, customerEmail: '' } }) }),
    );
    const router = renderHeader(ROUTES.account.orders);
    await act(async () => screen.getByRole('button', { name: 'A minha conta' }).click());
    const panel = await screen.findByRole('dialog', { name: 'A minha conta' });
    expect(panel.textContent).toContain('cliente@example.com');
    expect(screen.getByRole('link', { name: 'As minhas encomendas' }).getAttribute('href')).toBe(ROUTES.account.orders);
    await act(async () => screen.getByRole('button', { name: 'Terminar sessão' }).click());
    expect(router.state.location.pathname).toBe(ROUTES.services);
    expect(configState.config.loggedIn).toBe(false);
    expect(screen.getByRole('link', { name: 'Iniciar sessão' })).toBeTruthy();
  });

  test('[query] the orders link and logging out keep the store and the campaign tags (issue 41)', async () => {
    applyServerConfig(configExample({ loggedIn: true, customerEmail: 'cliente@example.com', store_id: 16 }));
    vi.stubGlobal(
      'fetch',
      fakeFetch({ logout: () => ({ ok: true, config: { ...configState.config, loggedIn: false, customerEmail: '' } }) }),
    );
    const router = renderHeader(`${ROUTES.account.orders}?store=16&utm_source=x`);
    await act(async () => screen.getByRole('button', { name: 'A minha conta' }).click());
    await screen.findByRole('dialog', { name: 'A minha conta' });
    expect(screen.getByRole('link', { name: 'As minhas encomendas' }).getAttribute('href')).toBe(
      `${ROUTES.account.orders}?store=16&utm_source=x`,
    );
    await act(async () => screen.getByRole('button', { name: 'Terminar sessão' }).click());
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(`${ROUTES.services}?store=16&utm_source=x`);
    expect(screen.getByRole('link', { name: 'Iniciar sessão' }).getAttribute('href')).toBe(`${ROUTES.authenticate}?store=16&utm_source=x`);
  });
});
