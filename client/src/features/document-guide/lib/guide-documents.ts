import type { Product } from '#contracts/api/product.ts';
import { ROUTES } from '#contracts/constants/client-routes.ts';
import { PRODUCT_IDS } from '#contracts/constants/product-ids.ts';
import { startingPrice } from '#contracts/rules/pricing.ts';

/**
 * The dedicated flows the guide can send a buyer to, by the product that prices them, and whether their price is the
 * lowest of several, as the services chooser shows them (spec 2: the Nota Simple has an urgent service, the property
 * search adds each property found).
 */
const DEDICATED_FLOWS: Readonly<Record<string, { start: string; varies: boolean }>> = {
  [PRODUCT_IDS.simpleNote]: { start: ROUTES.simpleNote.start, varies: true },
  [PRODUCT_IDS.propertiesQueryService]: { start: ROUTES.propertiesQuery.start, varies: true },
  [PRODUCT_IDS.permanentCertificate]: { start: ROUTES.certificate.start, varies: false },
  [PRODUCT_IDS.simplifiedReport]: { start: ROUTES.report.start, varies: false },
};

/** Where a document's wizard starts: its dedicated flow, or the generic product flow. */
export const wizardStartOf = (productId: string): string => DEDICATED_FLOWS[productId]?.start ?? ROUTES.product.start(productId);

/** A document's price as the chooser shows it: the catalogue's, from the lowest ('desde') when answers can raise it. */
export function guidePrice(product: Product): { amount: number; varies: boolean } {
  const dedicated = DEDICATED_FLOWS[product.product_id];
  return dedicated ? { amount: product.price, varies: dedicated.varies } : startingPrice(product);
}

/** A generic product that asks nothing the buyer must answer: it goes to the cart without a wizard. */
export const needsNoAnswers = (product: Product): boolean =>
  DEDICATED_FLOWS[product.product_id] === undefined && product.options.every((option) => option.is_require !== '1');
