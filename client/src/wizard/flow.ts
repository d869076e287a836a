import * as v from 'valibot';
import { proxy, snapshot, subscribe } from 'valtio';
import { whenBrowserStateMayShow } from '../lib/browser-state.ts';
import { type WizardSnapshot, session, wizardKey } from '../lib/storage.ts';

/**
 * The one wizard engine (spec 4 "Wizards"): a flow is an ordered list of steps, each flagged valid or not,
 * ending with its add-to-cart route. Validating marks one step; reset clears the form and every flag; the
 * form is valid only when every step is. Form and flags are kept in session storage, so a reload keeps them.
 * A flow is its step table (decision 039): its routes, which steps apply to the answers, and its screens; the flow
 * answers each step's path, the next and the previous step, and <FlowStep> (flow-step.tsx) renders any of its steps.
 */
export interface FlowOptions<F extends object, S extends string = string> {
  /** Names the flow in session storage (`wizard_<id>`); unique per flow. */
  id: string;
  /**
   * The flow's routes, from #contracts/constants/client-routes.ts (e.g. ROUTES.certificate): the question steps in order, each
   * step's path, and the add-to-cart route that ends the flow.
   */
  routes: FlowRoutesOf<S>;
  /** Whether a step asks anything for these answers; a step that does not is skipped. Every step applies by default. */
  stepApplies?: (step: S, form: F) => boolean;
  /**
   * What Continue from a step does, answering the step (or the add-to-cart route) to go to. By default it marks the
   * step valid and answers the next step that applies; a flow whose answers change later steps' flags gives its own.
   */
  continueFrom?: (step: S) => string;
  /** Where the first step's back link goes (the Nota Simple's step0); none by default. */
  before?: string;
  /** A fresh, empty form. */
  initialForm: () => F;
  /**
   * Checks a form read back from session storage, every field the flow reads (docs/decisions/014); a stored
   * form that fails it is dropped with its step flags, and the flow starts again.
   */
  schema: v.GenericSchema<unknown, F>;
}

export interface FlowState<F extends object> {
  form: F;
  /** step id -> valid; a step that is absent counts as not valid. */
  valid: Record<string, boolean>;
  /** The question steps; a flow whose steps depend on data (the generic product) replaces them with setSteps. */
  steps: string[];
}

/** What a flow needs of its routes: FlowRoutes of #contracts/constants/client-routes.ts, or a flow's own (the generic product's). */
export interface FlowRoutesOf<S extends string> {
  readonly steps: readonly S[];
  step(step: S): string;
  readonly addToCart: string;
}

export interface Flow<F extends object> {
  readonly id: string;
  /** The add-to-cart route that ends the flow ('/cart/add/ns'); also its last step, for firstInvalidBefore and path. */
  readonly addToCart: string;
  /** Read with useSnapshot(flow.state) in components. */
  readonly state: FlowState<F>;
  /** Replaces form fields. */
  update(patch: Partial<F>): void;
  /** Marks one step valid (or not). */
  validate(step: string, valid?: boolean): void;
  /** Clears the form and every step flag. */
  reset(): void;
  /** Replaces the list of question steps, keeping the flags of steps still in it. */
  setSteps(steps: readonly string[]): void;
  isStepValid(step: string): boolean;
  /** True when every question step is valid. */
  isFormValid(): boolean;
  /**
   * The first step before `step` that is not valid, or undefined when `step` may open.
   * For the add-to-cart step every question step must be valid.
   */
  firstInvalidBefore(step: string): string | undefined;
  /** The route of a step, or of the add-to-cart route. */
  path(step: string): string;
  /** The step after `step` that applies to the answers, or the add-to-cart route after the last. */
  nextStep(step: string, form?: F): string;
  /** The step before `step` that applies to the answers; undefined on the first. */
  previousStep(step: string, form?: F): string | undefined;
  /** The route the back link of `step` goes to: the previous step's, or the page before the first (if any). */
  previousPath(step: string, form?: F): string | undefined;
  /** Continue from `step`: marks what it must and answers the step (or add-to-cart route) to go to. */
  continueFrom(step: string): string;
}

export function createFlow<F extends object, S extends string = string>(options: FlowOptions<F, S>): Flow<F> {
  const { routes } = options;
  const steps = routes.steps;
  const key = wizardKey(options.id);
  const state = proxy<FlowState<F>>({ form: options.initialForm(), valid: {}, steps: [...steps] });
  // The answers this browser kept: at once, or, while the page's server markup is hydrated, right after (decision 035).
  whenBrowserStateMayShow(() => {
    const stored = session.get(key);
    const form = stored ? v.safeParse(options.schema, stored.form) : null;
    if (!stored || !form?.success) return;
    state.form = form.output;
    state.valid = { ...stored.valid };
    state.steps = [...stored.steps];
  });
  subscribe(state, () => {
    const { form, valid, steps } = snapshot(state);
    const saved: WizardSnapshot = { form: form as Record<string, unknown>, valid: { ...valid }, steps: [...steps] };
    session.set(key, saved);
  });

  const isStepValid = (step: string) => state.valid[step] === true;
  const firstInvalidBefore = (step: string): string | undefined => {
    const position = step === routes.addToCart ? state.steps.length : state.steps.indexOf(step);
    if (position < 0) return state.steps.find((s) => !isStepValid(s));
    return state.steps.slice(0, position).find((s) => !isStepValid(s));
  };
  const applies = (step: string, form: F) => options.stepApplies?.(step as S, form) ?? true;
  const nextStep = (step: string, form: F = state.form) =>
    state.steps.slice(state.steps.indexOf(step) + 1).find((next) => applies(next, form)) ?? routes.addToCart;
  const previousStep = (step: string, form: F = state.form) =>
    state.steps
      .slice(0, Math.max(state.steps.indexOf(step), 0))
      .reverse()
      .find((earlier) => applies(earlier, form));
  const path = (step: string) => (step === routes.addToCart ? routes.addToCart : routes.step(step as S));

  return {
    id: options.id,
    addToCart: routes.addToCart,
    state,
    update(patch) {
      Object.assign(state.form, patch);
    },
    validate(step, valid = true) {
      state.valid[step] = valid;
    },
    reset() {
      state.form = options.initialForm();
      state.valid = {};
      state.steps = [...steps];
    },
    setSteps(steps) {
      const kept = Object.fromEntries(Object.entries(state.valid).filter(([step]) => steps.includes(step)));
      state.steps = [...steps];
      state.valid = kept;
    },
    isStepValid,
    isFormValid: () => state.steps.every(isStepValid),
    firstInvalidBefore,
    path,
    nextStep,
    previousStep,
    previousPath(step, form = state.form) {
      const previous = previousStep(step, form);
      return previous === undefined ? options.before : path(previous);
    },
    continueFrom(step) {
      if (options.continueFrom) return options.continueFrom(step as S);
      state.valid[step] = true;
      return nextStep(step);
    },
  };
}
