import type { Product } from '#contracts/api/product.ts';
import type { ProductStep } from '#contracts/constants/client-routes.ts';
import { stepsOf } from '#contracts/rules/generic-product-rules.ts';

/** What a product's pages put in the document's head: spec 3's meta_title and meta_description. */
export interface ProductHead {
  /** The document title before the step ('Certificado de nacimiento online'): meta_title, else the product's name. */
  title: string;
  /** `<meta name="description">`: meta_description, or null when the product has none (the page's own stays). */
  description: string | null;
}

export function productHead(product: Pick<Product, 'name' | 'meta_title' | 'meta_description'>): ProductHead {
  return { title: product.meta_title.trim() || product.name, description: product.meta_description.trim() || null };
}

/**
 * Where a step of a product's flow stands, as its screen counts it ('Paso 2 de 5'): the question steps in order,
 * then the confirmation as the last; null for a step the product does not have (the flow sends the buyer on).
 */
export function productStepPosition(product: Pick<Product, 'options'>, step: ProductStep): { step: number; count: number } | null {
  const steps = stepsOf(product);
  const count = steps.length + 1;
  if (step === 'confirmation') return { step: count, count };
  const position = steps.indexOf(Number(step.slice('step'.length)));
  return position === -1 ? null : { step: position + 1, count };
}
