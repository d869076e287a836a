/**
 * spec 9 "Product ids": the catalogue's product ids, as the backend sends them (strings). Both sides
 * of the API name products only through this module.
 */

/** The products a rule of the client or the backend, or a test, names. */
export const PRODUCT_IDS = {
  /** key ns */
  simpleNote: '15867',
  urgentSimpleNote: '18508',
  propertiesQueryService: '18324',
  /** key qp: one per property found, priced per property. */
  propertySearchItem: '18357',
  /** The located-property service: the Nota Simple of one property a search found (docs/decisions/038). */
  locatedProperty: '18361',
  /** key cp */
  permanentCertificate: '18414',
  /** key ip */
  simplifiedReport: '18421',
  deedCopy: '18458',
  energyCertificate: '18464',
  permanentDisability: '18511',
  /** The built-in Portuguese products of spec 3. */
  commercialCertificate: '18469',
  automobileCertificate: '18470',
  /** Catalogue products the tests take as examples of the generic flow (spec 9 names them too). */
  birthCertificate: '18444',
  birthRecord: '18456',
  cadastralCertificate: '18471',
  cadernetaPredial: '18498',
  /** Its first step asks the address and the municipality (a server search): a step that waits for its fields' code. */
  habitabilityCertificate: '18505',
  /** 'Divorcio online' redirects to the divorce with children on one answer. */
  onlineDivorce: '18472',
  divorceWithChildren: '18474',
} as const;

/**
 * The options of the built-in Portuguese products (spec 3) that the backend checks beyond their presence:
 * 18469's company name (a 'sociedad' option, searched with searchOrganisationPortugal on Portuguese stores)
 * and NIPC (check digit), 18470's number plate (stored as 'AA-00-00') and optional contact phone (9 digits).
 */
export const BUILT_IN_OPTION_IDS = {
  companyName: '20000',
  nipc: '20001',
  plate: '20002',
  contactPhone: '20003',
} as const;

/**
 * Options that carry an identifier the buyer already holds, checked beyond their presence (issue 42): the Certificado
 * catastral's "Referencia catastral", asked when 20109 ("¿Conoces la referencia catastral?") is 'Sí'.
 */
export const IDENTIFIER_OPTION_IDS = {
  cadastralReference: '20110',
} as const;

/** The Nota Simple is sold as two products: ordinary and urgent service. */
export const NOTA_SIMPLE_PRODUCT_IDS: readonly string[] = [PRODUCT_IDS.simpleNote, PRODUCT_IDS.urgentSimpleNote];

/** spec 9: the properties query's localisation group ("also 15868, 18347, 18361"). */
const LOCALISATION_GROUP_IDS = ['15868', '18347', PRODUCT_IDS.locatedProperty] as const;

/**
 * Products with their own flows and forms (spec 2 and 9): the simple note, the property search and its
 * localisation group, the permanent certificate and the simplified report. Never on the automatic-product
 * chooser; every other product is a generic product.
 */
export const DEDICATED_FLOW_PRODUCT_IDS: readonly string[] = [
  PRODUCT_IDS.simpleNote,
  PRODUCT_IDS.urgentSimpleNote,
  PRODUCT_IDS.propertiesQueryService,
  PRODUCT_IDS.propertySearchItem,
  ...LOCALISATION_GROUP_IDS,
  PRODUCT_IDS.permanentCertificate,
  PRODUCT_IDS.simplifiedReport,
];

/**
 * spec 6: a cart item may be edited when it is a Nota Simple, a permanent certificate, a simplified report or a
 * generic product; the property search (18357) and the rest of its group are deleted or cancelled, never edited.
 */
export function isEditableInCart(productId: string): boolean {
  const ownEditor: readonly string[] = [...NOTA_SIMPLE_PRODUCT_IDS, PRODUCT_IDS.permanentCertificate, PRODUCT_IDS.simplifiedReport];
  return ownEditor.includes(productId) || !DEDICATED_FLOW_PRODUCT_IDS.includes(productId);
}

/**
 * The generic products the chooser may list (spec 9): every catalogue id that is not a dedicated flow,
 * in catalogue order. Which of them a store shows is decided by each product's own lists.
 */
export const AUTOMATIC_PRODUCT_IDS = [
  PRODUCT_IDS.deedCopy,
  PRODUCT_IDS.birthCertificate,
  '18473',
  '18480',
  '18486',
  '18346',
  PRODUCT_IDS.energyCertificate,
  '18379',
  '17564',
  '18391',
  '18506',
  '18507',
  PRODUCT_IDS.permanentDisability,
  '18505',
  '18370',
  '18491',
  '16707',
  '18395',
  '17558',
  '17563',
  '15865',
  '18416',
  '17492',
  PRODUCT_IDS.cadastralCertificate,
  PRODUCT_IDS.birthRecord,
  PRODUCT_IDS.cadernetaPredial,
  PRODUCT_IDS.onlineDivorce,
  PRODUCT_IDS.divorceWithChildren,
  '18475',
  '18476',
  PRODUCT_IDS.commercialCertificate,
  PRODUCT_IDS.automobileCertificate,
] as const;

/** Every product id spec 9 names: the catalogue of the fake backend (fixtures/products/). */
export const SPEC_PRODUCT_IDS: readonly string[] = [...DEDICATED_FLOW_PRODUCT_IDS, ...AUTOMATIC_PRODUCT_IDS];
