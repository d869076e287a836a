import * as v from 'valibot';
import type { GenericValue } from '#contracts/generic.ts';
import type { Product } from '#contracts/product.ts';
import { genericValueSchema } from '../../../lib/contract-schemas.ts';
import { createFlow } from '../../../wizard/flow.ts';
import { type Answers, initialAnswers, stepsOf } from './generic-rules.ts';

/** What the generic flow remembers (session storage, through the wizard engine). */
export interface ProductFlowForm {
  productId: string;
  /** Every answer typed so far, also of steps later than the current one (they prefill when the buyer returns). */
  answers: Answers;
  /** The committed answers in step order: what goes to the cart. */
  values: GenericValue[];
}

export const productFlowFormSchema = v.object({
  productId: v.string(),
  answers: v.record(v.string(), v.string()),
  values: v.array(genericValueSchema),
}) satisfies v.GenericSchema<unknown, ProductFlowForm>;

export const CONFIRMATION_STEP = 'confirmation';

export const productFlow = createFlow<ProductFlowForm>({
  id: 'product',
  steps: [],
  addToCart: 'cart/add/product',
  initialForm: () => ({ productId: '', answers: {}, values: [] }),
  schema: productFlowFormSchema,
});

/** The flow's step ids for a product: its step numbers, then the confirmation. */
export function flowStepsOf(product: Pick<Product, 'options'>): string[] {
  return [...stepsOf(product).map(String), CONFIRMATION_STEP];
}

/** The route of a step of the product's flow. */
export function productStepPath(productId: string, step: string): string {
  if (step === productFlow.addToCart) return `/${step}`;
  return step === CONFIRMATION_STEP ? `/product/confirmation/${productId}` : `/product/step${step}/${productId}`;
}

/** The form a product's flow starts with: its options' initial answers, nothing committed. */
export function startingForm(product: Product): ProductFlowForm {
  return { productId: product.product_id, answers: initialAnswers(product), values: [] };
}

/** Starts the flow for a product unless it is already the one in progress (a reload keeps its answers). */
export function startProductFlow(product: Product): void {
  const steps = flowStepsOf(product);
  const { form, steps: current } = productFlow.state;
  if (form.productId === product.product_id && current.join() === steps.join()) return;
  productFlow.reset();
  productFlow.setSteps(steps);
  productFlow.update(startingForm(product));
}
