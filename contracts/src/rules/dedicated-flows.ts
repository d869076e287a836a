import { ROUTES } from '../constants/client-routes.ts';
import { PRODUCT_IDS } from '../constants/product-ids.ts';

/**
 * The products only a dedicated flow may add to the cart (spec 2 and 9), and the flow that sells each: one list, run by
 * the fake backend (every generic add call refuses them, genericFormProblems) and by the client (the generic route
 * /product/step1/{id} of one of them leads to its flow). Issue 41: addgeneric took the located property (18361) and the
 * localisation group (15868, 18347) with no answers at all, and /product/step1/15867 offered an add that could never
 * be taken.
 */
export interface DedicatedFlow {
  /** The flow, in English, as the backend's 400 names it. */
  readonly name: string;
  /** The add call of the flow. */
  readonly addCall: string;
  /** The client route where a buyer starts the flow. */
  readonly start: string;
}

const SIMPLE_NOTE: DedicatedFlow = { name: 'the Nota Simple flow', addCall: 'addns', start: ROUTES.simpleNote.start };
const PROPERTY_SEARCH: DedicatedFlow = {
  name: 'the property search flow',
  addCall: 'addqp',
  start: ROUTES.propertiesQuery.start,
};
/**
 * docs/decisions/038: a located property is ordered from the delivered search that found it (its order, in the
 * customer's account), never on its own; the account's orders are where that flow starts.
 */
const LOCATED_PROPERTY: DedicatedFlow = {
  name: 'the located-property flow of a delivered property search',
  addCall: 'addlocalizada',
  start: ROUTES.account.orders,
};
const PERMANENT_CERTIFICATE: DedicatedFlow = {
  name: 'the permanent certificate flow',
  addCall: 'addcertidao',
  start: ROUTES.certificate.start,
};
const SIMPLIFIED_REPORT: DedicatedFlow = {
  name: 'the simplified report flow',
  addCall: 'addipredial',
  start: ROUTES.report.start,
};

/**
 * Every product of DEDICATED_FLOW_PRODUCT_IDS and its flow. The localisation of a person's or a company's properties
 * (15868, 18347) is sold as the property search (18324 + 18357, decision 009): its flow is that search's.
 */
const DEDICATED_FLOWS: Readonly<Record<string, DedicatedFlow>> = {
  [PRODUCT_IDS.simpleNote]: SIMPLE_NOTE,
  [PRODUCT_IDS.urgentSimpleNote]: SIMPLE_NOTE,
  [PRODUCT_IDS.propertiesQueryService]: PROPERTY_SEARCH,
  [PRODUCT_IDS.propertySearchItem]: PROPERTY_SEARCH,
  '15868': PROPERTY_SEARCH,
  '18347': PROPERTY_SEARCH,
  [PRODUCT_IDS.locatedProperty]: LOCATED_PROPERTY,
  [PRODUCT_IDS.permanentCertificate]: PERMANENT_CERTIFICATE,
  [PRODUCT_IDS.simplifiedReport]: SIMPLIFIED_REPORT,
};

/** The flow that sells a product only a dedicated flow may add, or undefined for a product of the generic flow. */
export function dedicatedFlowOf(productId: string): DedicatedFlow | undefined {
  return Object.hasOwn(DEDICATED_FLOWS, productId) ? DEDICATED_FLOWS[productId] : undefined;
}
