import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import type { Product } from '#contracts/product.ts';
import { PRODUCT_IDS } from '#contracts/product-ids.ts';
import { STORE_FAMILIES } from '#contracts/stores.ts';
import { configExample, productExample } from '#contracts/testing/examples.ts';
import { birthCertificateExample } from '#contracts/testing/generic-examples.ts';
import { configureApi } from '../../../api/client.ts';
import { configState, resetConfigState } from '../../../stores/config-store.ts';
import { fakeFetch } from '../../../testing/fake-fetch.ts';
import { renderAt } from '../../../testing/render-route.tsx';
import { ServicesChooser } from './services-chooser.tsx';

const product = (product_id: string, name: string, stores: number[], extra: Partial<Product> = {}): Product =>
  productExample({
    product_id,
    name,
    stores,
    visible_on_services: stores,
    short_description: '',
    options: [],
    group: 'Trámites',
    ...extra,
  });

/** The catalogue the fake backend knows: the energy certificate sold on store 14 and the birth certificate on 22 (and 14). */
const catalogue: Product[] = [
  product(PRODUCT_IDS.energyCertificate, 'Certificado energético', [14]),
  product(PRODUCT_IDS.deedCopy, 'Copia de escritura', [14], { visible_on_services: [] }),
  product(PRODUCT_IDS.permanentDisability, 'Incapacidad permanente', [14], { visible: false }),
  product(PRODUCT_IDS.commercialCertificate, 'Certidão Permanente Comercial', [...STORE_FAMILIES.portugal.stores], {
    group: 'Registro Internacional',
  }),
  birthCertificateExample(),
];

beforeEach(() => {
  configureApi({ baseUrl: '', retryDelaysMs: [0] });
  vi.stubGlobal(
    'fetch',
    fakeFetch({
      getProduct: ({ query }) => {
        const found = catalogue.find((candidate) => candidate.product_id === query.id);
        return { ok: found !== undefined, message: found ? JSON.stringify(found) : '', config: configState.config };
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
  configState.config = configExample({ store_id: storeId });
}

describe('services chooser', () => {
  test('[services] a Spanish registry store offers the simple note, the property search and its products', async () => {
    onStore(14);
    renderAt('/servicios', <ServicesChooser />);
    expect(screen.getByRole('heading', { level: 1, name: 'Nuestros servicios' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Solicitar Nota Simple' }).getAttribute('href')).toBe('/nota-simple/step1');
    expect(screen.getByRole('link', { name: 'Conocer las propiedades de una persona o empresa' })).toBeTruthy();
    const energy = await screen.findByRole('link', { name: 'Solicitar Certificado energético' });
    expect(energy.getAttribute('href')).toBe(`/product/step1/${PRODUCT_IDS.energyCertificate}`);
    expect(screen.getByRole('link', { name: 'Certificado de nacimiento' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: /Copia de escritura/ })).toBeNull();
    expect(screen.queryByRole('link', { name: /Incapacidad/ })).toBeNull();
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

  test('[services] the birth-certificate store 22 offers its automatic product only, grouped under its group', async () => {
    onStore(22);
    renderAt('/servicios', <ServicesChooser />);
    expect(screen.getByRole('heading', { level: 1, name: 'Nuestros servicios' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Cargando servicios…');
    const birth = await screen.findByRole('link', { name: 'Certificado de nacimiento' });
    expect(birth.getAttribute('href')).toBe(`/product/step1/${birthCertificateExample().product_id}`);
    expect(screen.getByText(birthCertificateExample().short_description)).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Registro Civil' })).toBeTruthy();
    expect(screen.getAllByRole('link')).toEqual([birth]);
  });
});
