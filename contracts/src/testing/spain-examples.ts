import type { CartItem } from '../api/cart.ts';
import { PRODUCT_IDS } from '../constants/product-ids.ts';
import type {
  MunicipalityRegistries,
  NotaSimpleEdit,
  NotaSimpleForm,
  PreValidateNsResponse,
  PropertySearchForm,
  RegistroSuggestion,
  Sociedad,
} from '../api/spain.ts';
import { cartItemExample } from './examples.ts';

/**
 * Spanish examples: real INE municipalities (Sevilla 41091, Zaragoza 50297) and a fictional company
 * with a valid CIF, which the fake server's test fixtures also list.
 */

export function sevillaExample(): MunicipalityRegistries {
  return {
    codigo_ine: '41091',
    municipio: 'Sevilla',
    provincia: 'Sevilla',
    url: 'sevilla',
    registros: [{ nombre: 'Registro de la Propiedad de Sevilla número 1', horas_entrega: 8 }],
    horas_entrega: 8,
    lento: false,
  };
}

/** Sevilla as /registros.php suggests it. */
export function sevillaSuggestionExample(): RegistroSuggestion {
  return { label: 'Sevilla (Sevilla)', value: 'Sevilla', ...sevillaExample() };
}

export function companyExample(): Sociedad {
  return { nombre: 'Construcciones Almendral S.L.', cif: 'B10042711' };
}

export function notaSimpleFormExample(overrides: Partial<NotaSimpleForm> = {}): NotaSimpleForm {
  return {
    quiere_una_ns: true,
    conoce_nombre_propietario: true,
    nombre: 'Ana Ruiz Gómez',
    direccion: 'Calle Feria 12, 2º A',
    municipio: 'Sevilla',
    provincia: 'Sevilla',
    codigo_ine: '41091',
    otros_datos: '',
    servicio_urgente: false,
    servicio_urgente_custom: false,
    horas_urgente_custom: null,
    ...overrides,
  };
}

export function notaSimpleEditExample(): NotaSimpleEdit {
  return {
    nombre: 'Luis Marín',
    direccion: 'Paseo Independencia 8',
    municipio: 'Zaragoza',
    provincia: 'Zaragoza',
    codigo_ine: '50297',
    otros_datos: 'Finca 1234',
  };
}

/** What preValidateNs answers for a Nota Simple in Sevilla whose owner the buyer does not know. */
export function unknownOwnerPreValidationExample(): PreValidateNsResponse {
  return {
    ok: true,
    propietario_desconocido: true,
    registro_lento: false,
    servicio_urgente_custom: false,
    horas_entrega: 8,
    registros: ['Registro de la Propiedad de Sevilla número 1'],
    avisos: ['Sin el nombre del titular buscaremos la finca por su dirección; puede tardar algo más.'],
  };
}

/** The properties of a company, up to 10, the company picked from /sociedad.php. */
export function companySearchFormExample(overrides: Partial<PropertySearchForm> = {}): PropertySearchForm {
  const company = companyExample();
  return {
    quiere_una_qp: true,
    opcion_persona: false,
    opcion_empresa: true,
    nombre_persona: '',
    dni: '',
    nombre_empresa: company.nombre,
    cif_empresa: company.cif,
    num_propiedades: '10',
    proviene_de_ns: false,
    origin: '',
    origin_id: '',
    ...overrides,
  };
}

/** The properties of a person, up to 3, by name and DNI. */
export function personSearchFormExample(overrides: Partial<PropertySearchForm> = {}): PropertySearchForm {
  return {
    quiere_una_qp: true,
    opcion_persona: true,
    opcion_empresa: false,
    nombre_persona: 'Ana Ruiz Gómez',
    dni: '12345678Z',
    nombre_empresa: '',
    cif_empresa: '',
    num_propiedades: '3',
    proviene_de_ns: false,
    origin: '',
    origin_id: '',
    ...overrides,
  };
}

/** The Nota Simple addns puts in the quote for notaSimpleFormExample(). */
export function addedNotaSimpleExample(): CartItem {
  const print = (option_id: string, label: string, value: string, print_value = value) => ({
    option_id,
    option_value: '',
    value,
    print_value,
    label,
  });
  return cartItemExample({
    id: '500001',
    referencia: 'Q-2026-500001',
    options: [
      print('nombre', 'Titular', 'Ana Ruiz Gómez'),
      print('direccion', 'Dirección', 'Calle Feria 12, 2º A'),
      print('municipio', 'Municipio', 'Sevilla', 'Sevilla (Sevilla)'),
    ],
  });
}

/** The property search addqp puts in the quote for companySearchFormExample(). */
export function addedPropertySearchExample(overrides: Partial<CartItem> = {}): CartItem {
  return cartItemExample({
    id: '500002',
    product_id: PRODUCT_IDS.propertySearchItem,
    product_name: 'Conocer Propiedades',
    referencia: 'Q-2026-500002',
    options: [
      {
        option_id: 'num_propiedades',
        option_value: '',
        value: '10',
        print_value: 'Hasta 10 propiedades: 219,60 €',
        label: 'Número de propiedades',
      },
    ],
    extra: { current_price: 219.6 },
    ...overrides,
  });
}

/**
 * A delivered search of all the properties of a person, which found three (scenario
 * customer-with-a-delivered-property-search, item 2201): what the located-property service orders from.
 */
export function deliveredSearchOfAllExample(): CartItem {
  return cartItemExample({
    id: '2201',
    order_id: '1400105010',
    real_order_id: '1400105010',
    product_id: PRODUCT_IDS.propertySearchItem,
    product_name: 'Conocer Propiedades',
    referencia: 'QP-2026-000214',
    status: 'complete',
    panel_status_id: 110,
    options: [
      { option_id: 'opcion_persona', option_value: '', value: 'persona', print_value: '', label: 'Tipo' },
      { option_id: 'nombre_persona', option_value: '', value: 'María García López', print_value: 'María García López', label: 'Nombre' },
      { option_id: 'dni', option_value: '', value: '12345678Z', print_value: '12345678Z', label: 'DNI/NIE' },
      {
        option_id: 'num_propiedades',
        option_value: '',
        value: 'todas',
        print_value: 'Todas las propiedades: 12,00 € + 20,76 € por propiedad encontrada',
        label: 'Número de propiedades',
      },
    ],
    extra: {
      current_price: 12,
      url: '/desktopapp/rest/documents/1400105010/documento-2201.pdf',
      delivered_at: '2026-02-25T10:00:00Z',
      located_properties: [
        {
          ref: '1',
          registro: 'Registro de la Propiedad de Madrid número 18',
          finca: '34211',
          municipio: 'Madrid',
          provincia: 'Madrid',
          codigo_ine: '28079',
          descripcion: 'Vivienda en Calle de Alcalá 214, 3.º B',
        },
        {
          ref: '2',
          registro: 'Registro de la Propiedad de Sevilla número 4',
          finca: '8812',
          municipio: 'Sevilla',
          provincia: 'Sevilla',
          codigo_ine: '41091',
          descripcion: 'Plaza de garaje en Calle Feria 12',
        },
        {
          ref: '3',
          registro: 'Registro de la Propiedad de València número 7',
          finca: '20455',
          municipio: 'València',
          provincia: 'Valencia/València',
          codigo_ine: '46250',
          descripcion: 'Solar en Camí de Vera 5',
        },
      ],
    },
  });
}

/** The Nota Simple of the first property that search found, added to the cart as a located property (18361). */
export function addedLocatedPropertyExample(overrides: Partial<CartItem> = {}): CartItem {
  return cartItemExample({
    id: '500010',
    product_id: PRODUCT_IDS.locatedProperty,
    product_name: 'Propiedad localizada',
    referencia: 'LP-2026-500010',
    options: [
      { option_id: 'localizada_de', option_value: '', value: '2201', print_value: '', label: 'Búsqueda' },
      { option_id: 'finca_ref', option_value: '', value: '1', print_value: '', label: 'Propiedad' },
      { option_id: 'titular', option_value: '', value: 'María García López', print_value: 'María García López', label: 'Titular' },
      {
        option_id: 'descripcion',
        option_value: '',
        value: 'Vivienda en Calle de Alcalá 214, 3.º B',
        print_value: 'Vivienda en Calle de Alcalá 214, 3.º B',
        label: 'Inmueble',
      },
      {
        option_id: 'finca',
        option_value: '',
        value: '34211',
        print_value: 'Finca 34211, Registro de la Propiedad de Madrid número 18',
        label: 'Finca registral',
      },
      { option_id: 'municipio', option_value: '28079', value: 'Madrid', print_value: 'Madrid (Madrid)', label: 'Municipio' },
    ],
    extra: { current_price: 20.76 },
    ...overrides,
  });
}
