/** spec 9 product ids that the client's own rules name. */
export const PRODUCT_IDS = {
  simpleNote: '15867',
  urgentSimpleNote: '18508',
  propertiesQueryService: '18324',
  propertySearchItem: '18357',
  permanentCertificate: '18414',
  simplifiedReport: '18421',
  deedCopy: '18458',
  energyCertificate: '18464',
  permanentDisability: '18511',
  commercialCertificate: '18469',
  automobileCertificate: '18470',
} as const;
