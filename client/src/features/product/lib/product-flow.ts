import * as v from 'valibot';
import type { GenericValue } from '#contracts/api/generic.ts';
import type { Product } from '#contracts/api/product.ts';
import { genericValueSchema } from '../../../lib/contract-schemas.ts';
import { ROUTES } from '#contracts/constants/client-routes.ts';
import { type Flow, createFlow } from '../../../wizard/flow.ts';
import {
  type Answers,
  answer,
  commitStep,
  confirmationOptions,
  exitMessage,
  initialAnswers,
  isEarlyCheckoutReadyAt,
  optionsOnStep,
  redirectTarget,
  stepsOf,
  withConfirmationValues,
} from '#contracts/rules/generic-product-rules.ts';

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

export const productFlow: Flow<ProductFlowForm> = createFlow<ProductFlowForm>({
  id: 'product',
  // The steps come from the product's options (setSteps); a step's route names the product too.
  routes: {
    steps: [],
    step: (step): string => productStepPath(productFlow.state.form.productId, step),
    addToCart: ROUTES.product.addToCart,
  },
  initialForm: () => ({ productId: '', answers: {}, values: [] }),
  schema: productFlowFormSchema,
});

/** The flow's step ids for a product: its step numbers, then the confirmation. */
export function flowStepsOf(product: Pick<Product, 'options'>): string[] {
  return [...stepsOf(product).map(String), CONFIRMATION_STEP];
}

/** The route of a step of the product's flow. */
export function productStepPath(productId: string, step: string): string {
  if (step === productFlow.addToCart) return productFlow.addToCart;
  return ROUTES.product.step(step === CONFIRMATION_STEP ? CONFIRMATION_STEP : `step${Number(step)}`, productId);
}

/** The form a product's flow starts with: its options' initial answers, nothing committed. */
export function startingForm(product: Product): ProductFlowForm {
  return { productId: product.product_id, answers: initialAnswers(product), values: [] };
}

/** Whether the flow in progress is this product's (with its steps as they are now). */
export function isProductFlowOf(
  product: Product,
  state: { readonly form: { readonly productId: string }; readonly steps: readonly string[] } = productFlow.state,
): boolean {
  return state.form.productId === product.product_id && state.steps.join() === flowStepsOf(product).join();
}

/**
 * Starts the flow for a product unless it is already the one in progress (a reload keeps its answers). The first
 * step starts it on the buyer's first answer or Continue, not when it opens: until then it shows the answers the
 * flow starts with (startingForm), so opening it changes no state and its server markup is hydrated with no second
 * render (issue 25). Later steps start it when they open (product-step-route.tsx).
 */
export function startProductFlow(product: Product): void {
  if (isProductFlowOf(product)) return;
  productFlow.reset();
  productFlow.setSteps(flowStepsOf(product));
  productFlow.update(startingForm(product));
}

/** The buyer answers an option: the flow starts if it has not, and keeps the answer (and what it unsets). */
export function answerProductOption(product: Product, optionId: string, value: string): void {
  startProductFlow(product);
  productFlow.update({ answers: answer(product, productFlow.state.form.answers, optionId, value) });
}

/** What Continue on a question step leads to, with the values committed so far. */
export type StepOutcome =
  | { kind: 'exit'; values: GenericValue[]; message: string }
  | { kind: 'redirect'; values: GenericValue[]; productId: string }
  /** `answered`: this step and the later ones skipped (no visible question, or early checkout); `next`: the step to open. */
  | { kind: 'next'; values: GenericValue[]; answered: string[]; next: string };

/**
 * Continue on step `step` with these answers (spec 4): its values are committed (later ones truncated); the product's
 * exit or redirect stops the flow; otherwise the flow goes on to the next step with a visible question, or to the
 * confirmation when none is left or early checkout becomes ready on leaving this step (isEarlyCheckoutReadyAt, the
 * rule the backend's check uses). Skipped steps commit their defaults and count as answered.
 */
export function continueFromStep(product: Product, values: readonly GenericValue[], step: number, answers: Answers): StepOutcome {
  let committed = commitStep(product, values, step, answers);
  const message = exitMessage(product, answers);
  if (message !== null) return { kind: 'exit', values: committed, message };
  const redirect = redirectTarget(product, answers);
  if (redirect !== null) return { kind: 'redirect', values: committed, productId: redirect };
  const later = stepsOf(product).filter((candidate) => candidate > step);
  const next = isEarlyCheckoutReadyAt(product, answers, step)
    ? undefined
    : later.find((candidate) => optionsOnStep(product, candidate, answers).length > 0);
  const skipped = later.filter((candidate) => next === undefined || candidate < next);
  for (const candidate of skipped) committed = commitStep(product, committed, candidate, answers);
  return {
    kind: 'next',
    values: committed,
    answered: [String(step), ...skipped.map(String)],
    next: next === undefined ? CONFIRMATION_STEP : String(next),
  };
}

/** The values the confirmation sends: the steps' values with the confirmation questions' answers at the end. */
export function confirmedValues(product: Product, values: readonly GenericValue[], answers: Answers): GenericValue[] {
  return withConfirmationValues(product, values, confirmationOptions(product, answers), answers);
}
