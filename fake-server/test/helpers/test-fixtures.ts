import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { onTestFinished } from 'vitest';
import { SCENARIOS, type ScenarioName } from '#contracts/fake-backend/admin.ts';
import type { CartItem } from '#contracts/api/cart.ts';
import type { ScenarioFixture, StoreFixture } from '../../src/file-schemas/fixtures.ts';
import { DEMO_CUSTOMER, PORTUGUESE_CUSTOMER, SECOND_CUSTOMER } from '#contracts/fake-backend/demo-data.ts';
import { PRODUCT_IDS } from '#contracts/constants/product-ids.ts';
import { STORE_FAMILIES, STORE_IDS } from '#contracts/constants/stores.ts';

/**
 * A small fixture set owned by these tests, so they do not depend on the content of fixtures/
 * (fixtures.test.ts checks that the repository's own set loads).
 */
export function testStore(storeId: number): StoreFixture {
  return {
    store_id: storeId,
    portalName: `Portal ${storeId}`,
    homepage: `https://store-${storeId}.example/`,
    navbarImage: `/navbar-${storeId}.svg`,
    deliveryNote: 'Recibir hoy antes de 4 horas laborables',
    analytics: { account: `UA-${storeId}`, gtm: [`GTM-${storeId}`], optimize: '' },
  };
}

export const PERMANENT_CERTIFICATE_ID = PRODUCT_IDS.permanentCertificate;

/**
 * Spanish base texts with a Portuguese translation. Not typed as ProductFixture: the contract's
 * Static type of an option's `type` comes out as never; the loader checks it at run time.
 */
export const permanentCertificate = {
  product_id: PERMANENT_CERTIFICATE_ID,
  name: 'Certificado permanente',
  price: 24.7,
  stores: [...STORE_FAMILIES.portugal.stores],
  visible_on_services: [16],
  description: 'Descripción',
  short_description: 'Corta',
  meta_title: 'Certificado',
  meta_description: 'Certificado permanente',
  options: [
    {
      option_id: '1',
      product_id: PERMANENT_CERTIFICATE_ID,
      type: 'drop_down',
      is_require: '1',
      title: 'Duración',
      price: 0,
      opt_values: [
        { id: '11', name: 'Un año', price: 0 },
        { id: '12', name: 'Cuatro años', price: 30 },
      ],
      index: 1,
    },
  ],
  related_product: [],
  related_conditions: [],
  visible: true,
  group: 'Certificados',
  translations: {
    pt: {
      name: 'Certidão Permanente',
      options: { '1': { title: 'Duração', values: { '11': 'Um ano' } } },
    },
  },
};

export function cartItem(id: string, overrides: Partial<CartItem> = {}): CartItem {
  return {
    id,
    order_id: null,
    product_id: PRODUCT_IDS.simpleNote,
    qty: 1,
    options: [],
    created_at: '2024-05-01T10:00:00Z',
    status: 'pending',
    referencia: `REF-${id}`,
    product_name: 'Nota Simple',
    panel_status_id: null,
    pendingTramitation: false,
    parent_id: null,
    real_order_id: null,
    extra: {},
    ...overrides,
  };
}

const ordered = (id: string, orderId: string, view?: string): CartItem =>
  cartItem(id, {
    order_id: orderId,
    real_order_id: orderId,
    status: 'complete',
    extra: view === undefined ? {} : { view },
  });

export const testScenarios: Record<ScenarioName, ScenarioFixture> = {
  [SCENARIOS.emptyCart]: { description: 'nothing yet', loggedIn: false, customerEmail: '', cart: [], pedidos: [] },
  [SCENARIOS.cartWithTwoItems]: {
    description: 'two notes in the quote',
    loggedIn: false,
    customerEmail: '',
    cart: [cartItem('101'), cartItem('102')],
    pedidos: [],
  },
  [SCENARIOS.cartWithPropertySearch]: {
    description: 'one property search',
    loggedIn: false,
    customerEmail: '',
    cart: [cartItem('201', { product_id: PRODUCT_IDS.propertySearchItem, product_name: 'Conhecer propriedades' })],
    pedidos: [],
  },
  [SCENARIOS.loggedInWithOrders]: {
    description: 'two orders, one item to finalize',
    loggedIn: true,
    customerEmail: 'buyer@example.com',
    cart: [],
    pedidos: [ordered('301', '5001'), ordered('302', '5001', 'finalize'), ordered('303', '5002')],
  },
  [SCENARIOS.customerWithOrdersInEveryStatus]: {
    description: 'the demo customer: one order paid and waiting, one awaiting payment',
    loggedIn: true,
    customerEmail: DEMO_CUSTOMER.email,
    cart: [],
    pedidos: [
      { ...ordered('311', '1400005001'), panel_status_id: 10, pendingTramitation: true },
      { ...ordered('312', '1400005002'), status: 'pending_payment' },
    ],
  },
  [SCENARIOS.portugueseCustomerWithOrders]: {
    description: 'a Portuguese customer with one paid order of store 16',
    loggedIn: true,
    customerEmail: PORTUGUESE_CUSTOMER.email,
    cart: [],
    pedidos: [{ ...ordered('321', '1600005001'), panel_status_id: 10, pendingTramitation: true }],
  },
  [SCENARIOS.secondCustomerWithAnOrder]: {
    description: 'the second customer with one paid order',
    loggedIn: true,
    customerEmail: SECOND_CUSTOMER.email,
    cart: [],
    pedidos: [ordered('331', '1400005101')],
  },
  [SCENARIOS.customerWithADeliveredPropertySearch]: {
    description: 'the demo customer with a delivered search of all properties',
    loggedIn: true,
    customerEmail: DEMO_CUSTOMER.email,
    cart: [],
    pedidos: [
      {
        ...ordered('341', '1400005201'),
        product_id: PRODUCT_IDS.propertySearchItem,
        status: 'complete',
        panel_status_id: 110,
        options: [{ option_id: 'num_propiedades', option_value: '', value: 'todas', print_value: 'Todas', label: 'Número de propiedades' }],
        extra: {
          url: '/desktopapp/rest/documents/1400005201/documento-341.pdf',
          located_properties: [
            {
              ref: '1',
              registro: 'Registro de la Propiedad de Madrid número 1',
              finca: '101',
              municipio: 'Madrid',
              provincia: 'Madrid',
              codigo_ine: '28079',
              descripcion: 'Vivienda',
            },
          ],
        },
      },
    ],
  },
};

async function writeJson(file: string, value: unknown): Promise<void> {
  await writeFile(file, `${JSON.stringify(value, null, 2)}\n`);
}

/** A few real INE municipalities and the registry data the fake server builds its Spanish offices from. */
export const testSpain = {
  'municipalities.json': [
    { code: '28079', name: 'Madrid', display_name: 'Madrid', province_code: '28' },
    { code: '28002', name: 'Ajalvir', display_name: 'Ajalvir', province_code: '28' },
    { code: '28003', name: 'Alameda del Valle', display_name: 'Alameda del Valle', province_code: '28' },
    { code: '29069', name: 'Marbella', display_name: 'Marbella', province_code: '29' },
    { code: '15030', name: 'Coruña, A', display_name: 'A Coruña', province_code: '15' },
  ],
  'provinces.json': [
    { code: '15', name: 'Coruña, A', display_name: 'A Coruña' },
    { code: '28', name: 'Madrid', display_name: 'Madrid' },
    { code: '29', name: 'Málaga', display_name: 'Málaga' },
  ],
  'registry-districts.json': [{ code: '28079', name: 'Madrid', offices: 3 }],
  'slow-registries.json': [{ code: '29069', name: 'Marbella' }],
  'companies.json': [{ name: 'Construcciones Almendral S.L.', cif: 'B10042711' }],
};

/** A few real parishes, mainland and Madeira, for the parish search. */
export const testParishes = [
  { code: '010109', name: 'Fermentelos', municipality_code: '0101', municipality: 'Águeda', district_code: '01', district: 'Aveiro' },
  { code: '131210', name: 'Paranhos', municipality_code: '1312', municipality: 'Porto', district_code: '13', district: 'Porto' },
  { code: '310301', name: 'Sé', municipality_code: '3103', municipality: 'Funchal', district_code: '30', district: 'Madeira' },
];

/** A few real districts (fixtures/pt/districts.json). */
export const testDistricts = [
  { code: '11', name: 'Lisboa', type: 'distrito' },
  { code: '13', name: 'Porto', type: 'distrito' },
  { code: '30', name: 'Região Autónoma da Madeira', type: 'regiao_autonoma' },
];

/** Invented Portuguese companies with valid NIPCs, two of them homonyms (as in fixtures/pt/companies.json). */
export const testCompanies = [
  { nombre: 'Construções Ribeiro & Filhos, Lda.', nipc: '511281706', sede: 'Braga' },
  { nombre: 'Construções Ribeiro & Filhos, Lda.', nipc: '540397679', sede: 'Viseu' },
  { nombre: 'Cooperativa Agrícola de Alcobaça, C.R.L.', nipc: '507947690', sede: 'Alcobaça' },
];

/** Writes the test fixture set to a temporary folder, removed when the test finishes. */
export async function writeTestFixtures(): Promise<string> {
  const dir = await temporaryDir('fixtures-');
  await mkdir(join(dir, 'products'));
  await mkdir(join(dir, 'scenarios'));
  await mkdir(join(dir, 'es'));
  for (const [name, rows] of Object.entries(testSpain)) await writeJson(join(dir, 'es', name), rows);
  await mkdir(join(dir, 'pt'));
  await writeJson(join(dir, 'pt', 'parishes.json'), testParishes);
  await writeJson(join(dir, 'pt', 'companies.json'), testCompanies);
  await writeJson(join(dir, 'pt', 'districts.json'), testDistricts);
  await writeJson(join(dir, 'stores.json'), STORE_IDS.map(testStore));
  await writeJson(join(dir, 'products', `${PERMANENT_CERTIFICATE_ID}.json`), permanentCertificate);
  for (const [name, scenario] of Object.entries(testScenarios)) {
    await writeJson(join(dir, 'scenarios', `${name}.json`), scenario);
  }
  return dir;
}

export async function temporaryDir(prefix: string): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), `fake-server-${prefix}`));
  onTestFinished(() => rm(dir, { recursive: true, force: true }));
  return dir;
}
