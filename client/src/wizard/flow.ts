import * as v from 'valibot';
import { proxy, snapshot, subscribe } from 'valtio';
import { whenBrowserStateMayShow } from '../lib/browser-state.ts';
import { type WizardSnapshot, session, wizardKey } from '../lib/storage.ts';

/**
 * The one wizard engine (spec 4 "Wizards"): a flow is an ordered list of steps, each flagged valid or not,
 * ending with its add-to-cart step. Validating marks one step; reset clears the form and every flag; the
 * form is valid only when every step is. Form and flags are kept in session storage, so a reload keeps them.
 */
export interface FlowOptions<F extends object> {
  /** Names the flow in session storage (`wizard_<id>`); unique per flow. */
  id: string;
  /** The question steps in order, e.g. ['step1', 'step2', 'step41']. */
  steps: readonly string[];
  /** The step id of the add-to-cart route that ends the flow, e.g. 'cart/add/ns'. */
  addToCart: string;
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

export interface Flow<F extends object> {
  readonly id: string;
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
}

export function createFlow<F extends object>(options: FlowOptions<F>): Flow<F> {
  const key = wizardKey(options.id);
  const state = proxy<FlowState<F>>({ form: options.initialForm(), valid: {}, steps: [...options.steps] });
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
    const position = step === options.addToCart ? state.steps.length : state.steps.indexOf(step);
    if (position < 0) return state.steps.find((s) => !isStepValid(s));
    return state.steps.slice(0, position).find((s) => !isStepValid(s));
  };

  return {
    id: options.id,
    addToCart: options.addToCart,
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
      state.steps = [...options.steps];
    },
    setSteps(steps) {
      const kept = Object.fromEntries(Object.entries(state.valid).filter(([step]) => steps.includes(step)));
      state.steps = [...steps];
      state.valid = kept;
    },
    isStepValid,
    isFormValid: () => state.steps.every(isStepValid),
    firstInvalidBefore,
  };
}
