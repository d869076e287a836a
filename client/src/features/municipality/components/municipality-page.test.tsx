import { cleanup, render, screen } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import type { MunicipalityRegistries } from '#contracts/api/spain.ts';
import { sevillaExample } from '#contracts/testing/spain-examples.ts';
import { configureApi } from '../../../api/client.ts';
import { configState, resetConfigState } from '../../../stores/config-store.ts';
import { pageTitleState } from '../../../stores/page-title-store.ts';
import { fakeFetch } from '../../../testing/fake-fetch.ts';
import { MunicipalityPage } from './municipality-page.tsx';
import { ROUTES } from '#contracts/constants/client-routes.ts';

/** Sevilla with two offices, one of them delivering in 3 hours. */
const sevilla: MunicipalityRegistries = {
  ...sevillaExample(),
  registros: [
    { nombre: 'Registro de la Propiedad de Sevilla número 1', horas_entrega: 3 },
    { nombre: 'Registro de la Propiedad de Sevilla número 2', horas_entrega: 8 },
  ],
};

function renderPage(path: string) {
  const router = createMemoryRouter(
    [
      { path: ROUTES.municipalityPattern('RegistroPropiedad'), element: <MunicipalityPage folder="RegistroPropiedad" /> },
      {
        path: ROUTES.municipalityPattern('NotaSimpleRegistroPropiedad'),
        element: <MunicipalityPage folder="NotaSimpleRegistroPropiedad" />,
      },
      { path: ROUTES.services, element: <h1>Servicios</h1> },
    ],
    { initialEntries: [path] },
  );
  return { router, ...render(<RouterProvider router={router} />) };
}

beforeEach(() => {
  configureApi({ baseUrl: '', retryDelaysMs: [0] });
  vi.stubGlobal('fetch', fakeFetch({ getMunicipio: () => ({ ok: true, municipio: sevilla, config: configState.config }) }));
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  resetConfigState();
});

describe('[municipality] landing page', () => {
  test('[municipality] shows the municipality, its offices with delivery hours, and starts the Nota Simple with it', async () => {
    renderPage(`${ROUTES.municipality('NotaSimpleRegistroPropiedad', 'sevilla')}?store=9`);

    expect(await screen.findByRole('heading', { level: 1, name: 'Nota Simple del Registro de la Propiedad de Sevilla' })).toBeTruthy();
    expect(screen.getByText('Registro de la Propiedad de Sevilla número 1: entrega en 3 horas laborables')).toBeTruthy();
    const start = screen.getByRole('link', { name: 'Solicitar Nota Simple en Sevilla' });
    expect(start.getAttribute('href')).toBe(`${ROUTES.simpleNote.intro}?store=9&municipio=sevilla`);
    expect(pageTitleState.detail).toBe('Sevilla');
  });

  test('[municipality] an unknown municipality gets a not-found page linking to the services chooser', async () => {
    vi.stubGlobal('fetch', fakeFetch({ getMunicipio: () => ({ ok: false, municipio: null, config: configState.config }) }));
    renderPage(ROUTES.municipality('RegistroPropiedad', 'atlantida'));

    expect(await screen.findByRole('heading', { level: 1, name: 'No encontramos ese municipio' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ver todos los servicios' }).getAttribute('href')).toBe(ROUTES.services);
    expect(pageTitleState.detail).toBe('Municipio no encontrado');
  });

  test.each([
    [16, ROUTES.municipality('RegistroPropiedad', 'madrid')],
    [18, ROUTES.municipality('NotaSimpleRegistroPropiedad', 'madrid')],
    [22, ROUTES.municipality('NotaSimpleRegistroPropiedad', 'sevilla')],
  ])(
    '[municipality] store %i, which does not sell the Nota Simple, lands on servicios with the query kept from %s (issue 41)',
    async (storeId, path) => {
      const getMunicipio = vi.fn(() => ({ ok: true, municipio: sevilla, config: configState.config }));
      vi.stubGlobal('fetch', fakeFetch({ getMunicipio }));
      configState.config = { ...configState.config, store_id: storeId };
      const { router } = renderPage(`${path}?store=${storeId}&utm_source=x`);

      expect(await screen.findByRole('heading', { level: 1, name: 'Servicios' })).toBeTruthy();
      expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(`${ROUTES.services}?store=${storeId}&utm_source=x`);
      expect(screen.queryByRole('link', { name: /Nota Simple/ })).toBeNull();
      expect(getMunicipio).not.toHaveBeenCalled();
    },
  );
});
