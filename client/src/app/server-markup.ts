import { ROUTES, productStepOf } from '#contracts/constants/client-routes.ts';
import { stepsOf } from '#contracts/rules/generic-product-rules.ts';
import { isListedOnServices, isSoldOnStore } from '#contracts/rules/product-availability.ts';
import type { Product } from '#contracts/api/product.ts';
import { AUTOMATIC_PRODUCT_IDS } from '#contracts/constants/product-ids.ts';
import { isPortugueseStore, isSpanishRegistryStore } from '#contracts/constants/stores.ts';
import { productIdOfKey } from '../api/get-product.ts';
import { provideResources } from '../stores/use-resource.ts';
import { SERVICES_KEY } from '../features/services/hooks/use-listed-products.ts';
import { type ProductHead, productHead, productStepPosition } from '../features/product/lib/product-head.ts';
import { dedicatedFlowOf } from '#contracts/rules/dedicated-flows.ts';
import { guideFamilyOf } from '#contracts/constants/document-guide-families.ts';

/**
 * The addresses whose first screen the server renders (decision 035): where buyers land (the chooser, each wizard's
 * first step, a product's first step), each only where its screen shows on this store rather than redirecting, by
 * the store gates' own rules (the Spanish flows open on the Spanish registry stores only, the Portuguese ones on the
 * Portuguese stores, a product on the stores that sell it; an unknown product, or one whose first step asks nothing,
 * goes elsewhere too). Every other address is rendered by the client, as before: screens a
 * buyer reaches by clicking are already loaded, and those behind a guard depend on the browser's own storage.
 */
export function hasServerMarkup(pathname: string, storeId: number, product: (productId: string) => Product | null): boolean {
  switch (pathname) {
    case ROUTES.services:
      return true;
    // "Which documents do I need?" (issue 42): its first question, on the stores that have the guide.
    case ROUTES.guide.start:
      return guideFamilyOf(storeId) !== null;
    case ROUTES.simpleNote.start:
    case ROUTES.propertiesQuery.start:
      return isSpanishRegistryStore(storeId);
    case ROUTES.certificate.start:
    case ROUTES.report.start:
      return isPortugueseStore(storeId);
  }
  // The generic flow's first step: /product/step1/{product_id}.
  const step = productStepOf(pathname);
  const productId =
    step?.step === 'step1' && /^[0-9]+$/.test(step.productId) && pathname === ROUTES.product.start(step.productId)
      ? step.productId
      : undefined;
  const known = productId === undefined ? null : product(productId);
  return known !== null && isSoldOnStore(known, storeId) && stepsOf(known).includes(1);
}

/**
 * The head of a generic product's page as its screen sets it (features/product): the product's meta_title and
 * meta_description, and where the step stands ('Paso 1 de 8'), null when the step is not one of the product's. Null
 * for any other address, and for a product the page does not show on this store (its flow sends the buyer elsewhere).
 */
export function productPageHead(
  pathname: string,
  storeId: number,
  product: (productId: string) => Product | null,
): (ProductHead & { step: { step: number; count: number } | null }) | null {
  const at = productStepOf(pathname);
  if (at === null || dedicatedFlowOf(at.productId) !== undefined) return null;
  const known = product(at.productId);
  if (known === null || !isSoldOnStore(known, storeId)) return null;
  return { ...productHead(known), step: productStepPosition(known, at.step) };
}

/** What the server's render read from the catalogue: the boot data's products and, on the chooser, its list. */
export interface CatalogueRead {
  products: Map<string, Product>;
  services: Product[] | undefined;
}

/**
 * While the server renders a page, every product the screen reads (and the chooser's list, with the client's own rule
 * for a standalone page) is answered at once from the server's catalogue, as GET product would answer it, and
 * recorded: the page's boot data carries exactly these, so the browser's first render reads the same (decision 035).
 * Returns what was read so far, filled as the render goes.
 */
export function provideCatalogue(storeId: number, product: (productId: string) => Product | null): CatalogueRead {
  const read: CatalogueRead = { products: new Map(), services: undefined };
  provideResources((key) => {
    if (key === SERVICES_KEY) {
      read.services = AUTOMATIC_PRODUCT_IDS.flatMap((id) => product(id) ?? []).filter((known) => isListedOnServices(known, storeId, false));
      for (const listed of read.services) read.products.set(listed.product_id, listed);
      return read.services;
    }
    const productId = productIdOfKey(key);
    if (productId === null) return undefined;
    const found = product(productId);
    if (found !== null) read.products.set(productId, found);
    return found;
  });
  return read;
}
