import { cleanup, render, screen } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { afterEach, describe, expect, test } from 'vitest';
import { configState, resetConfigState } from '../stores/config-store.ts';
import { SpanishStoresOnly } from './spanish-stores-only.tsx';
import { ROUTES } from '#contracts/constants/client-routes.ts';

function renderOnStore(storeId: number) {
  configState.config = { ...configState.config, store_id: storeId };
  const router = createMemoryRouter(
    [
      {
        path: ROUTES.simpleNote.step('step1'),
        element: (
          <SpanishStoresOnly>
            <p>Paso 1</p>
          </SpanishStoresOnly>
        ),
      },
      { path: ROUTES.services, element: <p>Servicios</p> },
    ],
    { initialEntries: [`${ROUTES.simpleNote.step('step1')}?store=16`] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

afterEach(() => {
  cleanup();
  resetConfigState();
});

describe('[nota simple] store gating', () => {
  test('[nota simple] a Portuguese store is sent to servicios, keeping the query string', async () => {
    const router = renderOnStore(16);
    expect(await screen.findByText('Servicios')).toBeTruthy();
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(`${ROUTES.services}?store=16`);
  });

  test.each([18, 15, 22])('[nota simple] store %i, which does not sell it (addns refuses it), is sent to servicios', async (storeId) => {
    const router = renderOnStore(storeId);
    expect(await screen.findByText('Servicios')).toBeTruthy();
    expect(router.state.location.pathname).toBe(ROUTES.services);
  });

  test('[nota simple] a Spanish registry store opens the step', async () => {
    renderOnStore(21);
    expect(await screen.findByText('Paso 1')).toBeTruthy();
  });
});
