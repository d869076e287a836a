import { MAX_ANSWER_LENGTH } from '../rules/cart-bounds.ts';
/**
 * The patterns the contract's TypeBox schemas and the client's valibot mirror (client/src/lib/contract-schemas.ts)
 * share, written once: plain strings, since the client bundles this module and must never bundle TypeBox
 * (docs/decisions/026). A schema takes one as `Type.String({ pattern })`, the mirror as `v.regex(new RegExp(pattern))`;
 * client/src/lib/contract-parity.test.ts holds both to the same verdict on every contract example.
 */

/** The backend's ids (products, options, cart and order items, orders, quotes): digits, sent as strings. */
export const NUMERIC_ID_PATTERN = '^[0-9]+$';

/** A Spanish municipality's INE code: five digits, the province's two first ('41091', Sevilla). */
export const INE_CODE_PATTERN = '^[0-9]{5}$';

/** A municipality's url on its landing pages: lower-case words joined by '-' ('madrid', 'a-coruna'). */
export const MUNICIPALITY_URL_PATTERN = '^[a-z0-9]+(?:-[a-z0-9]+)*$';

/** A Portuguese parish's DICOFRE code (district, municipality, parish): four digits and two digits or letters. */
export const PARISH_CODE_PATTERN = '^[0-9]{4}[0-9A-Z]{2}$';

/** A Multibanco payment's entity: five digits. */
export const MULTIBANCO_ENTITY_PATTERN = '^[0-9]{5}$';

/** A Multibanco payment's reference: nine digits. */
export const MULTIBANCO_REFERENCE_PATTERN = '^[0-9]{9}$';

/** A property a search of all properties found, named within its search (`LocatedProperty.ref`): 1 to 3 digits. */
export const LOCATED_PROPERTY_REF_PATTERN = '^[0-9]{1,3}$';

/**
 * A path of this app (one truth for both sides: a link the backend builds from a path the client sent, and the pages
 * the client sends a buyer back to): one leading '/' and never '//' or '/\' after it (a browser reads both as another
 * site, '//evil.example/phish'), so no scheme either; no backslash, whitespace or control character anywhere.
 */
export const APP_PATH_PATTERN = String.raw`^/(?:[^/\\\s\x00-\x1f\x7f-\x9f][^\\\s\x00-\x1f\x7f-\x9f]*)?$`;

const APP_PATH = new RegExp(APP_PATH_PATTERN);

/** True for a path of this app (APP_PATH_PATTERN): '/customer/authenticate', never '//evil.example' or 'https://…'. */
export const isAppPath = (path: string): boolean => APP_PATH.test(path);

// ---- Field limits the mirror checks too --------------------------------------------------------------------------

/** The longest answer a generic product's option takes (`GenericValue.value`): one cart bound (rules/cart-bounds.ts). */
export const GENERIC_ANSWER_MAX_LENGTH = MAX_ANSWER_LENGTH;

/** The Nota Simple's text fields (`NotaSimpleData`): the fewest and most characters each takes. */
export const NOTA_SIMPLE_FIELD_LENGTH = {
  nombre: { min: 0, max: 200 },
  direccion: { min: 3, max: 300 },
  municipio: { min: 1, max: 120 },
  provincia: { min: 1, max: 120 },
  otros_datos: { min: 0, max: 500 },
} as const;

/** The hours a custom urgent Nota Simple may promise (`horas_urgente_custom`): under 4 (nota-simple-rules.ts). */
export const URGENT_CUSTOM_HOURS = { min: 1, max: 3 } as const;

/** A permanent certificate's identification fields (`CertidaoIdentification`): the most characters each takes. */
export const CERTIDAO_IDENTIFICATION_MAX_LENGTH = {
  numero_artigo: 6,
  seccao: 4,
  num_livro: 10,
  livro: 20,
  folhas: 20,
  num_ficha: 15,
} as const;

/** The steps a generic product's options may be asked on (`ProductOption.index`, spec 9: up to 30 steps). */
export const GENERIC_STEPS = { min: 1, max: 30 } as const;
