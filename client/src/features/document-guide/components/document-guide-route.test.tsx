import { act, cleanup, render, screen, within } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import type { GenericForm } from '#contracts/api/generic.ts';
import type { Product } from '#contracts/api/product.ts';
import { ROUTES } from '#contracts/constants/client-routes.ts';
import { PRODUCT_IDS } from '#contracts/constants/product-ids.ts';
import { formatEuro } from '#contracts/rules/money.ts';
import { startingPrice } from '#contracts/rules/pricing.ts';
import { configExample } from '#contracts/testing/examples.ts';
import { catalogueProduct } from '#contracts/testing/catalogue.ts';
import { configureApi } from '../../../api/client.ts';
import { configState, resetConfigState } from '../../../stores/config-store.ts';
import { fakeFetch } from '../../../testing/fake-fetch.ts';
import { SituationQuestionRoute, SituationRoute } from './document-guide-route.tsx';

/** What the fake backend sells: the catalogue, with the changes a test makes to it. */
let changed: Record<string, Product> = {};
const added: GenericForm[] = [];

beforeEach(() => {
  changed = {};
  added.length = 0;
  configureApi({ baseUrl: '', retryDelaysMs: [0] });
  vi.stubGlobal(
    'fetch',
    fakeFetch({
      getProduct: ({ query }) => {
        const product = changed[query.id] ?? catalogueProduct(query.id);
        return { ok: true, message: JSON.stringify(product), config: configState.config };
      },
      addGeneric: ({ body }) => {
        added.push(body.form);
        return { ok: true, item_id: String(900 + added.length), cart: [], config: configState.config };
      },
    }),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  resetConfigState();
});

/** The guide's routes on a store, with a stand-in for every page it leads to. */
function openGuide(storeId: number, path: string = ROUTES.guide.start) {
  configState.host = {};
  configState.embedded = false;
  configState.config = configExample({ store_id: storeId });
  const router = createMemoryRouter(
    [
      { path: ROUTES.guide.start, element: <SituationQuestionRoute /> },
      { path: ROUTES.guide.situationPattern, element: <SituationRoute /> },
      { path: ROUTES.guide.answeredPattern, element: <SituationRoute /> },
      { path: '*', element: <p>another page</p> },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return { router };
}

const click = (element: HTMLElement) =>
  act(async () => {
    element.click();
  });

const priceShown = (productId: string) => {
  const { amount, varies } = startingPrice(catalogueProduct(productId));
  return varies ? `desde ${formatEuro(amount)}` : formatEuro(amount);
};

/** The card of a document, found by its heading. */
const cardOf = (name: string) => screen.getByRole('heading', { level: 3, name }).closest('li') as HTMLElement;

describe('[guide] which documents do I need', () => {
  test('[guide] asks the situation as a fieldset whose legend is the heading, and names what is missing on Continue', async () => {
    const { router } = openGuide(14);
    const question = screen.getByRole('group', { name: '¿Cuál es tu situación?' });
    expect(within(question).getByRole('heading', { level: 1, name: '¿Cuál es tu situación?' })).toBeTruthy();
    expect(within(question).getByRole('radio', { name: 'Ha fallecido un familiar' })).toBeTruthy();
    expect(within(question).getByRole('radio', { name: 'Quiero comprobar una empresa' })).toBeTruthy();

    await click(screen.getByRole('button', { name: 'Continuar' }));
    const summary = screen.getByRole('alert');
    expect(within(summary).getByRole('heading', { name: 'Hay un problema' })).toBeTruthy();
    expect(within(summary).getByRole('link', { name: 'Elige tu situación' })).toBeTruthy();
    expect(document.activeElement).toBe(summary);
    expect(within(question).getAllByRole('radio')[0]?.getAttribute('aria-invalid')).toBe('true');
    expect(router.state.location.pathname).toBe(ROUTES.guide.start);
  });

  test('[guide] a death with a will ends on the death certificate, the last wills and the will copy, priced as the chooser', async () => {
    const { router } = openGuide(14);
    await click(screen.getByRole('radio', { name: 'Ha fallecido un familiar' }));
    await click(screen.getByRole('button', { name: 'Continuar' }));
    expect(router.state.location.pathname).toBe(ROUTES.guide.situation('herencia'));

    const will = screen.getByRole('group', { name: /¿Hizo testamento\?/ });
    await click(within(will).getByRole('radio', { name: 'Sí' }));
    await click(screen.getByRole('button', { name: 'Continuar' }));
    expect(router.state.location.pathname).toBe(ROUTES.guide.situation('herencia', 'will-yes'));

    expect(await screen.findByRole('heading', { level: 1, name: 'Los documentos que necesitas' })).toBeTruthy();
    expect(screen.getByText('Tu situación: Ha fallecido un familiar')).toBeTruthy();
    const essential = screen.getByRole('region', { name: 'Imprescindibles' });
    expect(
      within(essential)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['Certificado de defunción', 'Certificado de últimas voluntades', 'Copia de testamento']);
    for (const [name, id] of [
      ['Certificado de defunción', '17563'],
      ['Certificado de últimas voluntades', '18491'],
      ['Copia de testamento', '18480'],
    ] as const) {
      const card = within(cardOf(name));
      expect(card.getByText(priceShown(id))).toBeTruthy();
      expect(card.getByRole('link', { name: `Pedir ${name}` }).getAttribute('href')).toBe(ROUTES.product.start(id));
    }
    expect(within(cardOf('Certificado de defunción')).getByText(/Acredita el fallecimiento/)).toBeTruthy();

    const useful = screen.getByRole('region', { name: 'Útiles' });
    const search = within(useful).getByRole('link', { name: 'Pedir Conocer Propiedades (servicio de búsqueda)' });
    expect(search.getAttribute('href')).toBe(ROUTES.propertiesQuery.start);
    expect(within(useful).getByText(`desde ${formatEuro(catalogueProduct(PRODUCT_IDS.propertiesQueryService).price)}`)).toBeTruthy();
    // every product of this situation asks questions: nothing to add in one go
    expect(screen.queryByRole('button', { name: /sin preguntas/ })).toBeNull();
  });

  test('[guide] without a will the will copy is left out, and Back returns to the question', async () => {
    const { router } = openGuide(14, ROUTES.guide.situation('herencia', 'will-no'));
    await screen.findByRole('heading', { level: 3, name: 'Certificado de defunción' });
    expect(screen.queryByRole('heading', { level: 3, name: 'Copia de testamento' })).toBeNull();
    await click(screen.getByRole('link', { name: 'Atrás' }));
    expect(router.state.location.pathname).toBe(ROUTES.guide.situation('herencia'));
    expect(screen.getByRole('group', { name: /¿Hizo testamento\?/ })).toBeTruthy();
  });

  test('[guide] a situation the store cannot serve names the stores that can, and offers a way on', async () => {
    openGuide(14, ROUTES.guide.situation('comprobar-empresa'));
    expect(
      screen.getByText(
        'Esta web no ofrece documentos para esta situación. Los encontrarás en los portales del Registo Predial portugués o el portal de Informes Mercantiles.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Elegir otra situación' }).getAttribute('href')).toBe(ROUTES.guide.start);
    expect(screen.getByRole('link', { name: 'Ver todos nuestros servicios' }).getAttribute('href')).toBe(ROUTES.services);
  });

  test('[guide] on a Portuguese store, selling a property ends with the Certidão Permanente and the Caderneta Predial', async () => {
    openGuide(16);
    await click(screen.getByRole('radio', { name: 'Vou vender um imóvel' }));
    await click(screen.getByRole('button', { name: 'Continuar' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Os documentos de que precisa' })).toBeTruthy();
    const essential = screen.getByRole('region', { name: 'Imprescindíveis' });
    expect(
      within(essential)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['Certidão Permanente', 'Caderneta Predial']);
    expect(within(cardOf('Certidão Permanente')).getByRole('link', { name: 'Encomendar Certidão Permanente' }).getAttribute('href')).toBe(
      ROUTES.certificate.start,
    );
    expect(
      within(cardOf('Certidão Permanente')).getByText(formatEuro(catalogueProduct(PRODUCT_IDS.permanentCertificate).price)),
    ).toBeTruthy();
  });

  test('[guide] an English store asks in English, and a situation it does not ask goes back to the first question', async () => {
    const { router } = openGuide(18, ROUTES.guide.situation('registar-marca'));
    expect(router.state.location.pathname).toBe(ROUTES.guide.start);
    expect(screen.getByRole('group', { name: 'What is your situation?' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'A relative has died' })).toBeTruthy();
  });

  test('[guide] the documents that ask nothing go to the cart in one action', async () => {
    // a will copy whose questions are all optional: it needs no answers
    const willCopy = catalogueProduct('18480');
    changed['18480'] = { ...willCopy, options: willCopy.options.map((option) => ({ ...option, is_require: '0' })) };
    openGuide(14, ROUTES.guide.situation('herencia', 'will-yes'));
    const addAll = await screen.findByRole('button', { name: 'Añadir a la cesta el documento sin preguntas' });
    await click(addAll);
    expect(await screen.findByText('Hemos añadido 1 documento a tu cesta.')).toBeTruthy();
    expect(added).toEqual([{ product_id: '18480', values: [] }]);
  });
});
