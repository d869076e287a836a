import { describe, expect, test } from 'vitest';
import { ROUTES } from '../constants/client-routes.ts';
import { AUTOMATIC_PRODUCT_IDS, DEDICATED_FLOW_PRODUCT_IDS, PRODUCT_IDS } from '../constants/product-ids.ts';
import { catalogueProduct } from '../testing/catalogue.ts';
import { dedicatedFlowOf } from './dedicated-flows.ts';
import { genericFormProblems } from './generic-product-rules.ts';

const LOCALISATION_GROUP = ['15868', '18347', PRODUCT_IDS.locatedProperty];

describe('products only a dedicated flow may add (issue 41, section 1)', () => {
  test('[product] every dedicated-flow product names the flow that sells it; no generic product does', () => {
    for (const id of DEDICATED_FLOW_PRODUCT_IDS) expect(dedicatedFlowOf(id), id).toBeDefined();
    for (const id of AUTOMATIC_PRODUCT_IDS) expect(dedicatedFlowOf(id), id).toBeUndefined();
    expect(dedicatedFlowOf('toString')).toBeUndefined();
  });

  test.each(LOCALISATION_GROUP)(
    '[product] a generic form of %s with no answers is refused, naming the product and the flow that sells it',
    (productId) => {
      const problems = genericFormProblems(catalogueProduct(productId), [], 14);
      const flow =
        productId === PRODUCT_IDS.locatedProperty
          ? 'the located-property flow of a delivered property search (addlocalizada)'
          : 'the property search flow (addqp)';
      expect(problems).toEqual([
        { place: { at: 'product' }, message: `product ${productId} is sold only by ${flow}, not by a generic form` },
      ]);
    },
  );

  test('[product] the generic route of each leads where it is sold: the located property to the orders, the rest to their wizard', () => {
    expect(dedicatedFlowOf(PRODUCT_IDS.locatedProperty)?.start).toBe(ROUTES.account.orders);
    expect(dedicatedFlowOf('15868')?.start).toBe(ROUTES.propertiesQuery.start);
    expect(dedicatedFlowOf('18347')?.start).toBe(ROUTES.propertiesQuery.start);
    expect(dedicatedFlowOf(PRODUCT_IDS.propertiesQueryService)?.start).toBe(ROUTES.propertiesQuery.start);
    expect(dedicatedFlowOf(PRODUCT_IDS.simpleNote)?.start).toBe(ROUTES.simpleNote.start);
    expect(dedicatedFlowOf(PRODUCT_IDS.urgentSimpleNote)?.start).toBe(ROUTES.simpleNote.start);
    expect(dedicatedFlowOf(PRODUCT_IDS.permanentCertificate)?.start).toBe(ROUTES.certificate.start);
    expect(dedicatedFlowOf(PRODUCT_IDS.simplifiedReport)?.start).toBe(ROUTES.report.start);
  });
});
