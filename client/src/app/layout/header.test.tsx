import { act, cleanup, render, screen } from '@testing-library/react';
import { Outlet, RouterProvider, createMemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { ROUTES } from '#contracts/constants/client-routes.ts';
import { configExample } from '#contracts/testing/examples.ts';
import { resetBootState, setBooted } from '../../stores/boot-store.ts';
import { resetCartState } from '../../stores/cart-store.ts';
import { applyServerConfig, configState, resetConfigState } from '../../stores/config-store.ts';
import { LEGAL_PAGES } from '../../ui/legal-pages.ts';
import { Footer } from './footer.tsx';
import { Header } from './header.tsx';

beforeEach(() => {
  applyServerConfig(configExample({ store_id: 14, portalName: 'Mi Portal', loggedIn: false }));
  setBooted();
});

afterEach(() => {
  cleanup();
  resetConfigState();
  resetBootState();
  resetCartState();
});

/** The header and the footer around the routes' screens, as the app's layout has them. */
function renderFrame(path: string) {
  const frame = (
    <>
      <Header />
      <Outlet />
      <Footer />
    </>
  );
  const screenOf = (name: string) => <h1>{name}</h1>;
  const router = createMemoryRouter(
    [
      {
        element: frame,
        children: [
          { path: ROUTES.services, element: screenOf('Servicios') },
          { path: ROUTES.authenticate, element: screenOf('Identificación') },
          { path: LEGAL_PAGES.legalNotice.path, element: screenOf('Aviso legal') },
          { path: ROUTES.simpleNote.step('step1'), element: screenOf('Paso 1'), handle: { hideNoteButton: true } },
          { path: ROUTES.simpleNote.step('step2'), element: screenOf('Paso 2'), handle: { hideNoteButton: true } },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return { router };
}

describe('the header on a navigation', () => {
  test('entering the Nota Simple hides its button, leaving it shows the button again', async () => {
    const { router } = renderFrame(ROUTES.services);
    const noteButton = () => screen.queryByRole('link', { name: /Solicitar Nota Simple/ });
    expect(noteButton()?.getAttribute('href')).toBe(ROUTES.simpleNote.start);

    await act(() => router.navigate(ROUTES.simpleNote.step('step1')));
    expect(screen.getByRole('heading', { name: 'Paso 1' })).toBeTruthy();
    expect(noteButton()).toBeNull();

    await act(() => router.navigate(ROUTES.services));
    expect(noteButton()).not.toBeNull();
  });

  test('the login screens do not offer “Acceder”, which leads to them', async () => {
    const { router } = renderFrame(ROUTES.services);
    expect(screen.getByRole('link', { name: /Acceder/ })).toBeTruthy();
    await act(() => router.navigate(ROUTES.authenticate));
    expect(screen.queryByRole('link', { name: /Acceder/ })).toBeNull();
  });

  test('the header’s and the footer’s links open their pages in the app', async () => {
    const { router } = renderFrame(ROUTES.services);
    const onClick = vi.fn();
    document.addEventListener('click', onClick);
    await act(async () => screen.getByRole('link', { name: /Solicitar Nota Simple/ }).click());
    document.removeEventListener('click', onClick);
    expect(onClick.mock.calls[0]?.[0].defaultPrevented).toBe(true);
    expect(router.state.location.pathname).toBe(ROUTES.simpleNote.start);

    await act(async () => screen.getByRole('link', { name: 'Aviso legal' }).click());
    expect(router.state.location.pathname).toBe(LEGAL_PAGES.legalNotice.path);
  });

  test('[query] the header’s and the footer’s links keep the store and the campaign tags (issue 41)', async () => {
    const query = '?store=14&utm_source=x';
    const { router } = renderFrame(`${ROUTES.services}${query}`);
    expect(screen.getByRole('link', { name: /Solicitar Nota Simple/ }).getAttribute('href')).toBe(`${ROUTES.simpleNote.start}${query}`);
    expect(screen.getByRole('link', { name: /Acceder/ }).getAttribute('href')).toBe(`${ROUTES.authenticate}${query}`);
    expect(screen.getByRole('link', { name: 'Aviso legal' }).getAttribute('href')).toBe(`${LEGAL_PAGES.legalNotice.path}${query}`);

    await act(async () => screen.getByRole('link', { name: 'Aviso legal' }).click());
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(`${LEGAL_PAGES.legalNotice.path}${query}`);
  });

  test('[query] embedded, the logo leads to servicios with the query kept', () => {
    configState.embedded = true;
    renderFrame(`${ROUTES.authenticate}?store=14&utm_source=x`);
    expect(screen.getByRole('link', { name: /Mi Portal/ }).getAttribute('href')).toBe(`${ROUTES.services}?store=14&utm_source=x`);
  });
});
