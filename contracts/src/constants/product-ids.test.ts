import { describe, expect, test } from 'vitest';
import { AUTOMATIC_PRODUCT_IDS, DEDICATED_FLOW_PRODUCT_IDS, PRODUCT_IDS, SPEC_PRODUCT_IDS } from './product-ids.ts';

describe('product ids', () => {
  test('[products] the named ids are spec 9’s', () => {
    expect(PRODUCT_IDS).toEqual({
      simpleNote: '15867',
      urgentSimpleNote: '18508',
      propertiesQueryService: '18324',
      propertySearchItem: '18357',
      locatedProperty: '18361',
      permanentCertificate: '18414',
      simplifiedReport: '18421',
      deedCopy: '18458',
      energyCertificate: '18464',
      permanentDisability: '18511',
      commercialCertificate: '18469',
      automobileCertificate: '18470',
      birthCertificate: '18444',
      birthRecord: '18456',
      cadastralCertificate: '18471',
      cadernetaPredial: '18498',
      onlineDivorce: '18472',
      divorceWithChildren: '18474',
    });
  });

  test('[products] spec 9 names 41 products, each once: the dedicated flows and the automatic products', () => {
    expect(new Set(SPEC_PRODUCT_IDS).size).toBe(41);
    expect(SPEC_PRODUCT_IDS).toHaveLength(41);
    expect(AUTOMATIC_PRODUCT_IDS.filter((id) => DEDICATED_FLOW_PRODUCT_IDS.includes(id))).toEqual([]);
  });
});
