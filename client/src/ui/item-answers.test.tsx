import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { catalogueProduct } from '#contracts/testing/catalogue.ts';
import { addedLocatedPropertyExample } from '#contracts/testing/spain-examples.ts';
import { configureApi } from '../api/client.ts';
import { configState } from '../stores/config-store.ts';
import { clearResources } from '../stores/use-resource.ts';
import { deedCopyWithPagesExample } from '../testing/cart-line-examples.ts';
import { fakeFetch } from '../testing/fake-fetch.ts';
import { ItemAnswers } from './item-answers.tsx';

/** The answers listed, 'Label: answer' each. */
const linesOf = (container: HTMLElement) => Array.from(container.querySelector('dl')?.children ?? [], (row) => row.textContent);

beforeEach(() => {
  configureApi({ baseUrl: '', retryDelaysMs: [0] });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  clearResources();
});

describe('what a line says its item is (issue 41)', () => {
  test('[cart] a deed copy’s line names every answer it is charged for, the copy type and the pages included', async () => {
    vi.stubGlobal(
      'fetch',
      fakeFetch({
        getProduct: ({ query }) => ({ ok: true, message: JSON.stringify(catalogueProduct(query.id)), config: configState.config }),
      }),
    );
    const { container } = render(<ItemAnswers item={deedCopyWithPagesExample()} />);

    expect(await screen.findByText('Copia auténtica en papel')).toBeTruthy();
    expect(linesOf(container)).toEqual([
      'Nombre del notario: María López Ruiz',
      'Municipio de la notaría: Sevilla',
      'Dirección de envío de la copia en papel: Calle Mayor 1, 41001 Sevilla',
      'Fecha de la escritura: 12-ene-2004',
      '¿La escritura es de una propiedad (vivienda, local, terreno…)?: Sí, es de una propiedad',
      '¿La escritura es anterior al año 2006?: Sí, es anterior a 2006',
      'Tipo de copia: Copia auténtica en papel',
      'Número aproximado de páginas: Unas 30 (10 páginas de más)',
    ]);
  });

  test('[located] a located property’s line names its finca and registry, and asks for no product', () => {
    const fetch = fakeFetch({});
    vi.stubGlobal('fetch', fetch);
    const { container } = render(<ItemAnswers item={addedLocatedPropertyExample()} />);

    expect(linesOf(container)).toEqual([
      'Titular: María García López',
      'Finca registral: Finca 34211, Registro de la Propiedad de Madrid número 18',
      'Municipio: Madrid (Madrid)',
      'Inmueble: Vivienda en Calle de Alcalá 214, 3.º B',
    ]);
    expect(fetch).not.toHaveBeenCalled();
  });
});
