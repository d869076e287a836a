import { Suspense } from 'react';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { PRODUCT_IDS } from '#contracts/constants/product-ids.ts';
import { configExample } from '#contracts/testing/examples.ts';
import { catalogueProduct } from '#contracts/testing/catalogue.ts';
import { configureApi } from '../../../api/client.ts';
import { configState, resetConfigState } from '../../../stores/config-store.ts';
import { fakeFetch } from '../../../testing/fake-fetch.ts';
import { CONFIRMATION_STEP, productFlow } from '../lib/product-flow.ts';
import { needsLazyFields } from './lazy-option-fields.tsx';
import { ProductStepRoute } from './product-step-route.tsx';
import { stepsOf } from '#contracts/rules/generic-product-rules.ts';
import { pageTitleState } from '../../../stores/page-title-store.ts';
import { ROUTES } from '#contracts/constants/client-routes.ts';

const DEED = PRODUCT_IDS.deedCopy;
const HABITABILITY = PRODUCT_IDS.habitabilityCertificate;

beforeEach(() => {
  configureApi({ baseUrl: '', retryDelaysMs: [0] });
  productFlow.reset();
  vi.stubGlobal(
    'fetch',
    fakeFetch({
      getProduct: ({ query }) => ({ ok: true, message: JSON.stringify(catalogueProduct(query.id)), config: configState.config }),
    }),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  resetConfigState();
});

function openOnStore(storeId: number, path: string) {
  configState.config = configExample({ store_id: storeId });
  const router = createMemoryRouter(
    [
      {
        path: ROUTES.product.stepPattern,
        // As the layout does: a step waits for its fields' code inside a Suspense boundary.
        element: (
          <Suspense fallback={<p role="status">Cargando…</p>}>
            <ProductStepRoute />
          </Suspense>
        ),
      },
      { path: ROUTES.services, element: <p>Servicios</p> },
      { path: ROUTES.simpleNote.start, element: <p>Nota Simple</p> },
      { path: ROUTES.propertiesQuery.start, element: <p>Conocer Propiedades</p> },
      { path: ROUTES.account.orders, element: <p>Mis pedidos</p> },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('[product] the generic flow opens only where the product is sold (issue 23, point 3)', () => {
  test('[product] the Spanish deed copy on Portuguese store 16 goes to servicios, keeping the query string', async () => {
    const router = openOnStore(16, `${ROUTES.product.start(DEED)}?store=16&utm_source=mail`);
    expect(await screen.findByText('Servicios')).toBeTruthy();
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(`${ROUTES.services}?store=16&utm_source=mail`);
    // the flow was not started for a product the store does not sell
    expect(productFlow.state.form.productId).toBe('');
  });

  test('[product] on a store of its list the deed copy asks its first question', async () => {
    openOnStore(14, ROUTES.product.start(DEED));
    expect(await screen.findByRole('heading', { level: 1, name: /Copia de escritura/ })).toBeTruthy();
  });
});

describe('[product] a product’s pages carry its own title and description (spec 3, issue 41)', () => {
  test('[product] the deed copy’s steps are titled with its meta_title, then the step, and described by its meta_description', async () => {
    const deed = catalogueProduct(DEED);
    openOnStore(14, ROUTES.product.start(DEED));
    expect(await screen.findByRole('heading', { level: 1, name: /Copia de escritura/ })).toBeTruthy();
    expect(pageTitleState.title).toBe(deed.meta_title);
    expect(pageTitleState.description).toBe(deed.meta_description);
    expect(pageTitleState.detail).toBe(`Paso 1 de ${stepsOf(deed).length + 1}`);
    cleanup();
    expect(pageTitleState).toEqual({ title: null, description: null, detail: null });
  });
});

describe('[product] a product only a dedicated flow may add leads to that flow (issue 41, section 1)', () => {
  test.each([
    [PRODUCT_IDS.locatedProperty, ROUTES.account.orders, 'Mis pedidos'],
    ['15868', ROUTES.propertiesQuery.start, 'Conocer Propiedades'],
    ['18347', ROUTES.propertiesQuery.start, 'Conocer Propiedades'],
    [PRODUCT_IDS.propertiesQueryService, ROUTES.propertiesQuery.start, 'Conocer Propiedades'],
    [PRODUCT_IDS.simpleNote, ROUTES.simpleNote.start, 'Nota Simple'],
  ])('[product] /product/step1/%s goes to %s, keeping the query string, and never offers a generic add', async (id, target, screenText) => {
    const router = openOnStore(14, `${ROUTES.product.start(id)}?store=14&utm_source=mail`);
    expect(await screen.findByText(screenText)).toBeTruthy();
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(`${target}?store=14&utm_source=mail`);
    expect(screen.queryByRole('button', { name: /Añadir a la cesta/ })).toBeNull();
    expect(productFlow.state.form.productId).toBe('');
  });
});

describe('[product] opening the first step changes nothing until the buyer answers (issue 25: hydrated once)', () => {
  test('[product] the first step shows the starting answers without starting the flow; the first answer starts it', async () => {
    openOnStore(14, ROUTES.product.start(DEED));
    const firstChoice = (await screen.findAllByRole('radio')).at(0) ?? document.body;
    expect(productFlow.state.form.productId).toBe('');

    fireEvent.click(firstChoice);

    expect(productFlow.state.form.productId).toBe(DEED);
    expect(Object.keys(productFlow.state.form.answers).length).toBeGreaterThan(0);
    expect(productFlow.state.steps.at(-1)).toBe(CONFIRMATION_STEP);
  });
});

describe('[product] the fields built on popovers and pickers load only for a step that shows one (issue 25)', () => {
  test('[product] a first step that asks a municipality is shown with its search, never without it', async () => {
    openOnStore(14, ROUTES.product.start(HABITABILITY));
    await screen.findByRole('heading', { level: 1, name: /Cédula de habitabilidad/ });
    // In the same screen as the heading: the step waited for the search's code (a hydrated step is whole).
    expect(screen.getByRole('combobox', { name: /Municipio/ })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: /Dirección de la vivienda/ })).toBeTruthy();
  });
});

describe('[product] which option types wait for the lazily loaded fields', () => {
  test.each([
    ['field', false],
    ['area', false],
    ['radio', false],
    ['radio_button', false],
    ['drop_down', true],
    ['checkbox', true],
    ['date', true],
    ['file', true],
    ['municipio', true],
    ['municipio_ce', true],
    ['freguesia', true],
    ['sociedad', true],
  ] as const)('[product] %s: %s', (type, lazy) => {
    expect(needsLazyFields([{ type }])).toBe(lazy);
  });
});
