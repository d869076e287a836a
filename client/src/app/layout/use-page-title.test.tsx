import { act, cleanup, render } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { afterEach, describe, expect, test } from 'vitest';
import { ROUTES } from '#contracts/constants/client-routes.ts';
import { configExample } from '#contracts/testing/examples.ts';
import { configState, resetConfigState } from '../../stores/config-store.ts';
import { setPageHead, setPageTitleDetail } from '../../stores/page-title-store.ts';
import { usePageTitle } from './use-page-title.ts';

afterEach(() => {
  cleanup();
  setPageTitleDetail(null);
  resetConfigState();
});

describe('[layout] page titles (issue 25: a step sets its detail without rendering the page again)', () => {
  test("[layout] a screen's detail reaches the title at once, and the page's effects are not rendered again for it", async () => {
    configState.config = configExample({ store_id: 14, portalName: 'Registro Online' });
    let renders = 0;
    function PageEffects() {
      renders += 1;
      usePageTitle();
      return null;
    }
    const router = createMemoryRouter([{ path: ROUTES.services, element: <PageEffects />, handle: { title: 'title.services' } }], {
      initialEntries: [ROUTES.services],
    });
    render(<RouterProvider router={router} />);
    expect(document.title).toBe('Servicios | Registro Online');
    const rendersBefore = renders;

    await act(async () => setPageTitleDetail('Paso 2 de 8'));
    expect(document.title).toBe('Servicios – Paso 2 de 8 | Registro Online');

    await act(async () => setPageTitleDetail(null));
    expect(document.title).toBe('Servicios | Registro Online');
    expect(renders).toBe(rendersBefore);
  });

  test('[layout] a screen’s own title replaces the route’s before its step, and its description the site’s, until it leaves (issue 41)', async () => {
    configState.config = configExample({ store_id: 14, portalName: 'Registro Online' });
    const meta = document.createElement('meta');
    meta.name = 'description';
    meta.content = 'Solicita online la Nota Simple.';
    document.head.append(meta);
    function PageEffects() {
      usePageTitle();
      return null;
    }
    const router = createMemoryRouter([{ path: '*', element: <PageEffects />, handle: { title: 'title.product' } }], {
      initialEntries: [ROUTES.product.start('18458')],
    });
    render(<RouterProvider router={router} />);

    await act(async () => {
      setPageHead({ title: 'Copia de escritura online', description: 'Copia simple o auténtica de una escritura notarial.' });
      setPageTitleDetail('Paso 1 de 8');
    });
    expect(document.title).toBe('Copia de escritura online – Paso 1 de 8 | Registro Online');
    expect(meta.content).toBe('Copia simple o auténtica de una escritura notarial.');

    await act(async () => {
      setPageHead(null);
      setPageTitleDetail(null);
    });
    expect(document.title).toBe('Solicitar producto | Registro Online');
    expect(meta.content).toBe('Solicita online la Nota Simple.');
    meta.remove();
  });
});
