import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { ROUTES } from '#contracts/constants/client-routes.ts';
import { endpointRoutes } from '#contracts/api/endpoint-routes.ts';
import { catalogueProduct } from '#contracts/testing/catalogue.ts';
import { configureApi } from '../../../api/client.ts';
import { configState } from '../../../stores/config-store.ts';
import { fakeFetch } from '../../../testing/fake-fetch.ts';
import { renderAt } from '../../../testing/render-route.tsx';
import { queryFlow } from '../lib/query-flow.ts';
import { NameStep } from './query-steps.tsx';

function Where() {
  return <p>at {useLocation().pathname}</p>;
}

/** A backend whose company search answers `answer` (any shape); the products answer as the contract says. */
function backendWithCompanySearch(answer: unknown) {
  const products = fakeFetch({
    getProduct: ({ query }) => ({ ok: true, message: JSON.stringify(catalogueProduct(query.id)), config: configState.config }),
  });
  return vi.fn<typeof fetch>(async (input, init) =>
    new URL(String(input), 'http://app.test').pathname === endpointRoutes.searchSociedad.path
      ? new Response(JSON.stringify(answer), { headers: { 'content-type': 'application/json' } })
      : products(input, init),
  );
}

beforeEach(() => {
  configureApi({ baseUrl: '', retryDelaysMs: [0] });
  queryFlow.reset();
  queryFlow.update({ quiere_una_qp: true, tipo: 'empresa' });
});

afterEach(() => {
  vi.unstubAllGlobals();
  queryFlow.reset();
});

describe('[search] the property search’s company, when the company search cannot answer', () => {
  test('[search] searchSociedad answering another shape: the company name stays as typed and Continue asks its CIF next', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.stubGlobal('fetch', backendWithCompanySearch({ results: 'x' }));
    renderAt(
      ROUTES.propertiesQuery.step('step3'),
      <Routes>
        <Route path={ROUTES.propertiesQuery.step('step3')} element={<NameStep />} />
        <Route path="*" element={<Where />} />
      </Routes>,
    );

    fireEvent.change(screen.getByRole('combobox'), { target: { value: 'Inmobiliaria Ribera' } });
    expect((await screen.findByText(/lo dejamos como lo has escrito/)).textContent).toContain('«Inmobiliaria Ribera»');
    expect(queryFlow.state.form).toMatchObject({ nombre_empresa: 'Inmobiliaria Ribera', cif_empresa: '' });
    expect(logged).toHaveBeenCalledWith('[api] searchSociedad: an answer of another shape', expect.anything());

    fireEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    await waitFor(() => expect(screen.getByText(`at ${ROUTES.propertiesQuery.step('step4')}`)).toBeTruthy());
  });
});
