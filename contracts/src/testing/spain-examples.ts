import type { CartItem } from '../cart.ts';
import { PRODUCT_IDS } from '../product-ids.ts';
import type {
  MunicipalityRegistries,
  NotaSimpleEdit,
  NotaSimpleForm,
  PreValidateNsResponse,
  PropertySearchForm,
  RegistroSuggestion,
  Sociedad,
} from '../spain.ts';
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
