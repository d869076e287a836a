import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import type { Product } from '#contracts/api/product.ts';
import { PRODUCT_IDS } from '#contracts/constants/product-ids.ts';
import { STORE_FAMILIES } from '#contracts/constants/stores.ts';
import { configExample, productExample } from '#contracts/testing/examples.ts';
import { birthCertificateExample } from '#contracts/testing/generic-examples.ts';
import { configureApi } from '../../../api/client.ts';
import { configState, resetConfigState } from '../../../stores/config-store.ts';
import { fakeFetch } from '../../../testing/fake-fetch.ts';
import { renderAt } from '../../../testing/render-route.tsx';
import { ServicesChooser } from './services-chooser.tsx';
import { ROUTES } from '#contracts/constants/client-routes.ts';

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
  product(PRODUCT_IDS.energyCertificate, 'Certificado energético', [14], { options: productExample().options }),
  product(PRODUCT_IDS.deedCopy, 'Copia de escritura', [14], { visible_on_services: [] }),
  product(PRODUCT_IDS.permanentDisability, 'Incapacidad permanente', [14], { visible: false }),
  product(PRODUCT_IDS.commercialCertificate, 'Certidão Permanente Comercial', [...STORE_FAMILIES.portugal.stores], {
    group: 'Registro Internacional',
  }),
  birthCertificateExample(),
  product(PRODUCT_IDS.simpleNote, 'Nota Simple', [14], { visible: false, price: 20.76 }),
  product(PRODUCT_IDS.propertiesQueryService, 'Conocer Propiedades (servicio de búsqueda)', [14], { visible: false, price: 12 }),
  product(PRODUCT_IDS.propertySearchItem, 'Conocer Propiedades', [14], { visible: false, price: 20.76 }),
  product(PRODUCT_IDS.permanentCertificate, 'Certidão Permanente', [16], { visible: false, price: 24.7 }),
  product(PRODUCT_IDS.simplifiedReport, 'Informação Predial Simplificada', [16], { visible: false, price: 11 }),
];

/** The card (list item) that holds a service's link. */
const cardOf = (link: HTMLElement) => link.closest('li') as HTMLElement;

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
  test('[guide] the chooser links to "Which documents do I need?" in the store\'s language', () => {
    onStore(14);
    renderAt(ROUTES.services, <ServicesChooser />);
    expect(screen.getByRole('link', { name: '¿Qué documentos necesito?' }).getAttribute('href')).toBe(ROUTES.guide.start);
    cleanup();
    onStore(16);
    renderAt(ROUTES.services, <ServicesChooser />);
    expect(screen.getByRole('link', { name: 'De que documentos preciso?' }).getAttribute('href')).toBe(ROUTES.guide.start);
  });

  test('[services] a Spanish registry store offers the simple note, the property search and its products', async () => {
    onStore(14);
    renderAt(ROUTES.services, <ServicesChooser />);
    expect(screen.getByRole('heading', { level: 1, name: 'Nuestros servicios' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Solicitar Nota Simple' }).getAttribute('href')).toBe(ROUTES.simpleNote.step('step1'));
    expect(screen.getByRole('link', { name: 'Conocer las propiedades de una persona o empresa' })).toBeTruthy();
    const energy = await screen.findByRole('link', { name: 'Solicitar Certificado energético' });
    expect(energy.getAttribute('href')).toBe(ROUTES.product.start(PRODUCT_IDS.energyCertificate));
    expect(screen.getByRole('link', { name: 'Certificado de nacimiento' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: /Copia de escritura/ })).toBeNull();
    expect(screen.queryByRole('link', { name: /Incapacidad/ })).toBeNull();
    expect(screen.queryByRole('link', { name: /Certidão/ })).toBeNull();
  });

  test('[services] every service shows its VAT-included price, "desde" where answers or findings can raise it', async () => {
    onStore(14);
    renderAt(ROUTES.services, <ServicesChooser />);
    expect(screen.getByText('Precios con IVA incluido')).toBeTruthy();
    const note = cardOf(screen.getByRole('link', { name: 'Solicitar Nota Simple' }));
    expect(await within(note).findByText('desde 20,76 €')).toBeTruthy();
    const search = cardOf(screen.getByRole('link', { name: 'Conocer las propiedades de una persona o empresa' }));
    expect(within(search).getByText('desde 12 €')).toBeTruthy();
    expect(within(search).getByText('más 20,76 € por propiedad encontrada')).toBeTruthy();
    // the energy certificate's house type costs 20 € more than a flat: from its base price
    const energy = cardOf(await screen.findByRole('link', { name: 'Solicitar Certificado energético' }));
    expect(within(energy).getByText('desde 59,90 €')).toBeTruthy();
  });

  test('[services] a product whose answers cannot change its price shows its price without "desde"', async () => {
    onStore(16);
    renderAt(ROUTES.services, <ServicesChooser />);
    expect(screen.getByText('Preços com IVA incluído')).toBeTruthy();
    const certificate = cardOf(screen.getByRole('link', { name: 'Pedir Certidão Permanente' }));
    expect(await within(certificate).findByText('24,70 €')).toBeTruthy();
    expect(within(cardOf(screen.getByRole('link', { name: 'Pedir Informação Predial Simplificada' }))).getByText('11 €')).toBeTruthy();
    const commercial = cardOf(await screen.findByRole('link', { name: 'Certidão Permanente Comercial' }));
    expect(within(commercial).getByText('59,90 €')).toBeTruthy();
  });

  test('[services] embedded, a product sold in the store shows even without services visibility', async () => {
    onStore(14, true);
    renderAt(ROUTES.services, <ServicesChooser />);
    expect(await screen.findByRole('link', { name: 'Copia de escritura' })).toBeTruthy();
  });

  test('[services] a Portuguese store offers the certificate, the report and its products in Portuguese', async () => {
    onStore(16);
    renderAt(ROUTES.services, <ServicesChooser />);
    expect(screen.getByRole('heading', { level: 1, name: 'Os nossos serviços' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Pedir Certidão Permanente' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Pedir Informação Predial Simplificada' })).toBeTruthy();
    expect(await screen.findByRole('link', { name: 'Certidão Permanente Comercial' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Registro Internacional' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Solicitar Nota Simple' })).toBeNull();
  });

  test('[query] each service’s link keeps the store and the campaign tags (issue 41)', async () => {
    onStore(16);
    renderAt(`${ROUTES.services}?store=16&utm_source=x`, <ServicesChooser />);
    expect(screen.getByRole('link', { name: 'Pedir Certidão Permanente' }).getAttribute('href')).toBe(
      `${ROUTES.certificate.start}?store=16&utm_source=x`,
    );
    const product = await screen.findByRole('link', { name: 'Certidão Permanente Comercial' });
    expect(product.getAttribute('href')).toBe(`${ROUTES.product.start(PRODUCT_IDS.commercialCertificate)}?store=16&utm_source=x`);
  });

  test('[services] the birth-certificate store 22 opens on its one product’s landing: what it is, price, start', async () => {
    onStore(22);
    renderAt(ROUTES.services, <ServicesChooser />);
    expect(screen.getByRole('status').textContent).toBe('Cargando servicios…');
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
    expect(await screen.findByRole('heading', { level: 1, name: 'Certificado de nacimiento' })).toBeTruthy();
    expect(screen.getByText(birthCertificateExample().short_description)).toBeTruthy();
    expect(screen.getByText(birthCertificateExample().description)).toBeTruthy();
    expect(screen.getByText('29,90 €')).toBeTruthy();
    expect(screen.getByText('Precios con IVA incluido')).toBeTruthy();
    expect(screen.getByText('Recibir hoy antes de 4 horas laborables')).toBeTruthy();
    expect(screen.getByText('Responde 1 pregunta sobre el documento que necesitas.')).toBeTruthy();
    const haveReady = screen.getByRole('region', { name: 'Ten a mano' });
    expect(within(haveReady).getByRole('listitem').textContent).toBe('Nombre y apellidos de la persona inscrita');
    const start = screen.getByRole('link', { name: 'Empezar' });
    expect(start.getAttribute('href')).toBe(ROUTES.product.start(birthCertificateExample().product_id));
    expect(screen.getAllByRole('link')).toEqual([start]);
    expect(screen.queryByRole('heading', { name: 'Nuestros servicios' })).toBeNull();
  });
});
