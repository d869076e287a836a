import { MatchersV3 } from '@pact-foundation/pact';
import type { CartItem } from '#contracts/cart.ts';
import type { MunicipalityRegistries, NotaSimpleEdit, NotaSimpleForm, PropertySearchForm } from '#contracts/spain.ts';
import { cartItemExample } from './examples.ts';

/**
 * Spanish examples for the pact: real INE municipalities (Sevilla 41091, Zaragoza 50297) and a
 * fictional company, with the matchers that turn them into shapes.
 */
const { boolean, eachLike, integer, like, regex } = MatchersV3;

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

/** A municipality with its offices: every field by type, the INE code and url by pattern. */
export function municipalityShape(municipality: MunicipalityRegistries = sevillaExample()) {
  const [office] = municipality.registros;
  return like({
    ...municipality,
    codigo_ine: regex('^[0-9]{5}$', municipality.codigo_ine),
    url: regex('^[a-z0-9]+(?:-[a-z0-9]+)*$', municipality.url),
    registros: eachLike({ nombre: regex('^Registro de la Propiedad de .+$', office?.nombre ?? ''), horas_entrega: integer(office?.horas_entrega ?? 8) }),
    horas_entrega: integer(municipality.horas_entrega),
    lento: boolean(municipality.lento),
  });
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

export function companySearchFormExample(overrides: Partial<PropertySearchForm> = {}): PropertySearchForm {
  return {
    quiere_una_qp: true,
    opcion_persona: false,
    opcion_empresa: true,
    nombre_persona: '',
    dni: '',
    nombre_empresa: 'Construcciones Almendral S.L.',
    cif_empresa: 'B10042711',
    num_propiedades: '10',
    proviene_de_ns: false,
    origin: '',
    origin_id: '',
    ...overrides,
  };
}

/** The Nota Simple addns puts in the quote for notaSimpleFormExample(). */
export function addedNotaSimpleExample(): CartItem {
  const print = (option_id: string, label: string, value: string, print_value = value) => ({ option_id, option_value: '', value, print_value, label });
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
export function addedPropertySearchExample(): CartItem {
  return cartItemExample({
    id: '500002',
    product_id: '18357',
    product_name: 'Conocer Propiedades',
    referencia: 'Q-2026-500002',
    options: [{ option_id: 'num_propiedades', option_value: '', value: '10', print_value: 'Hasta 10 propiedades: 219,60 €', label: 'Número de propiedades' }],
    extra: { current_price: 219.6 },
  });
}
