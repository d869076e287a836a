import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import type { Product } from '#contracts/product.ts';
import { configResponse } from '../../../api/testing/responses.ts';
import { configureApi } from '../../../api/client.ts';
import { configState, resetConfigState } from '../../../stores/config-store.ts';
import { fakeFetch } from '../../../testing/fake-fetch.ts';
import { renderAt } from '../../../testing/render-route.tsx';
import { ServicesChooser } from './services-chooser.tsx';

const product = (product_id: string, name: string, stores: number[], extra: Partial<Product> = {}): Product => ({
  product_id, name, price: 30, stores, visible_on_services: stores, description: '', short_description: '',
  meta_title: '', meta_description: '', options: [], related_product: [], related_conditions: [], visible: true,
  group: 'Trámites', ...extra,
});

const catalogue: Record<string, Product> = {
  '18464': product('18464', 'Certificado energético', [14]),
  '18458': product('18458', 'Copia de escritura', [14], { visible_on_services: [] }),
  '18444': product('18444', 'Certificado de nacimiento', [14], { visible: false }),
  '18469': product('18469', 'Certidão Permanente Comercial', [16, 26, 28], { group: 'Registro Internacional' }),
};

beforeEach(() => {
  configureApi({ baseUrl: '', retryDelaysMs: [0] });
  vi.stubGlobal(
    'fetch',
    fakeFetch({
      '/desktopapp/rest/product': (url) => {
        const found = catalogue[url.searchParams.get('id') ?? ''];
        return { ok: Boolean(found), message: found ? JSON.stringify(found) : '', config: configState.config };
      },
    }),
  );
});

afterEach(() => {
  cleanup(); // unmount before the stores reset, so no effect refetches without the fake fetch
  vi.unstubAllGlobals();
  resetConfigState();
});

function onStore(storeId: number, embedded = false) {
  configState.host = {};
  configState.embedded = embedded;
  configState.config = { ...configResponse.config, store_id: storeId };
}

describe('services chooser', () => {
  test('[services] a Spanish registry store offers the simple note, the property search and its products', async () => {
    onStore(14);
    renderAt('/servicios', <ServicesChooser />);
    expect(screen.getByRole('heading', { level: 1, name: 'Nuestros servicios' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Solicitar Nota Simple' }).getAttribute('href')).toBe('/nota-simple/step1');
    expect(screen.getByRole('link', { name: 'Conocer las propiedades de una persona o empresa' })).toBeTruthy();
    const energy = await screen.findByRole('link', { name: 'Solicitar Certificado energético' });
    expect(energy.getAttribute('href')).toBe('/product/step1/18464');
    expect(screen.queryByRole('link', { name: /Copia de escritura/ })).toBeNull();
    expect(screen.queryByRole('link', { name: /nacimiento/ })).toBeNull();
    expect(screen.queryByRole('link', { name: /Certidão/ })).toBeNull();
  });

  test('[services] embedded, a product sold in the store shows even without services visibility', async () => {
    onStore(14, true);
    renderAt('/servicios', <ServicesChooser />);
    expect(await screen.findByRole('link', { name: 'Copia de escritura' })).toBeTruthy();
  });

  test('[services] a Portuguese store offers the certificate, the report and its products in Portuguese', async () => {
    onStore(16);
    renderAt('/servicios', <ServicesChooser />);
    expect(screen.getByRole('heading', { level: 1, name: 'Os nossos serviços' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Pedir Certidão Permanente' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Pedir Informação Predial Simplificada' })).toBeTruthy();
    expect(await screen.findByRole('link', { name: 'Certidão Permanente Comercial' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Registro Internacional' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Solicitar Nota Simple' })).toBeNull();
  });

  test('[services] other stores offer automatic products only', async () => {
    onStore(22);
    renderAt('/servicios', <ServicesChooser />);
    expect(screen.getByRole('status').textContent).toBe('Cargando servicios…');
    await vi.waitFor(() => expect(screen.queryByRole('status')).toBeNull());
    expect(screen.queryAllByRole('link')).toHaveLength(0);
  });
});
