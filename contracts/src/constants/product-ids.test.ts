import { describe, expect, test } from 'vitest';
import {
  AUTOMATIC_PRODUCT_IDS,
  DEDICATED_FLOW_PRODUCT_IDS,
  NOTA_SIMPLE_PRODUCT_IDS,
  PRODUCT_IDS,
  SPEC_PRODUCT_IDS,
  isEditableInCart,
} from './product-ids.ts';
import { catalogueProduct } from '../testing/catalogue.ts';

/** The catalogue's name of a product (fixtures/products/<id>.json), which the fake backend sends and buyers read. */
const catalogueName = (id: string): string => catalogueProduct(id).name;

/**
 * What each named id must be, said in the catalogue's words: an id typed wrong, or two names swapped, names another
 * product of the catalogue and fails here.
 */
const NAMED_IN_THE_CATALOGUE: Record<keyof typeof PRODUCT_IDS, RegExp> = {
  simpleNote: /^Nota Simple$/,
  urgentSimpleNote: /^Nota Simple urgente$/,
  propertiesQueryService: /^Conocer Propiedades \(servicio de búsqueda\)$/,
  propertySearchItem: /^Conocer Propiedades$/,
  locatedProperty: /^Propiedad localizada$/,
  permanentCertificate: /^Certidão Permanente$/,
  simplifiedReport: /^Informação Predial Simplificada$/,
  deedCopy: /^Copia de escritura$/,
  energyCertificate: /^Certificado energético$/,
  permanentDisability: /^Incapacidad permanente$/,
  commercialCertificate: /^Certidão Permanente Comercial$/,
  automobileCertificate: /^Certidão Permanente Automóvel$/,
  birthCertificate: /^Certificado de nacimiento$/,
  birthRecord: /^Partida de nacimiento$/,
  cadastralCertificate: /^Certificado catastral$/,
  cadernetaPredial: /^Caderneta Predial$/,
  habitabilityCertificate: /^Cédula de habitabilidad$/,
  onlineDivorce: /^Divorcio online$/,
  divorceWithChildren: /^Divorcio de mutuo acuerdo con hijos$/,
};

describe('product ids', () => {
  test.each(Object.entries(PRODUCT_IDS))('[products] %s (%s) is the catalogue product of that name', (key, id) => {
    expect(catalogueName(id)).toMatch(NAMED_IN_THE_CATALOGUE[key as keyof typeof PRODUCT_IDS]);
  });

  test('[products] each named id is a different product of spec 9', () => {
    const named = Object.values(PRODUCT_IDS);
    expect(new Set(named).size).toBe(named.length);
    expect(named.filter((id) => !SPEC_PRODUCT_IDS.includes(id))).toEqual([]);
  });

  test('[products] spec 9 names 41 products, each once: the dedicated flows and the automatic products', () => {
    expect(new Set(SPEC_PRODUCT_IDS).size).toBe(41);
    expect(SPEC_PRODUCT_IDS).toHaveLength(41);
    expect(AUTOMATIC_PRODUCT_IDS.filter((id) => DEDICATED_FLOW_PRODUCT_IDS.includes(id))).toEqual([]);
  });

  test('[products] the Nota Simple, ordinary or urgent, and the Portuguese certificate and report are edited in the cart; the property search is not', () => {
    for (const id of [...NOTA_SIMPLE_PRODUCT_IDS, PRODUCT_IDS.permanentCertificate, PRODUCT_IDS.simplifiedReport, PRODUCT_IDS.deedCopy])
      expect(isEditableInCart(id), id).toBe(true);
    for (const id of [PRODUCT_IDS.propertiesQueryService, PRODUCT_IDS.propertySearchItem, PRODUCT_IDS.locatedProperty])
      expect(isEditableInCart(id), id).toBe(false);
  });
});
