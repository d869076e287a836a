import type { ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import type { Flow } from './flow.ts';
import type { RunningPriceProps } from './running-price.tsx';
import { useGoToStep } from './use-continue.ts';
import type { StepValidation } from './use-step-validation.ts';
import { WizardStep } from './wizard-step.tsx';

export interface FlowStepProps {
  /** The step this screen is, one of the flow's steps. */
  step: string;
  heading: string;
  validation: StepValidation;
  /** The running all-in price; omit it where the step shows a price breakdown instead. */
  price?: RunningPriceProps | undefined;
  aside?: ReactNode;
  continueLabel?: string;
  /** Runs on Continue before the flow moves on (step1 recording that the buyer wants the service). */
  onAnswered?: () => void;
  children?: ReactNode;
}

/**
 * One screen of any dedicated flow: the flow gives everything a step needs from its table (createFlow, decision 039),
 * so a screen names only its step, heading, fields and price. 'Paso 3 de 8' counts the flow's current steps; the
 * back link goes to the previous step that applies (or the page before the first); Continue runs the flow's
 * continue (mark the step valid, on to the next step that applies or the add-to-cart route).
 */
export function FlowStep<F extends object>({
  flow,
  step,
  heading,
  validation,
  price,
  aside,
  continueLabel,
  onAnswered,
  children,
}: FlowStepProps & { flow: Flow<F> }) {
  const goTo = useGoToStep();
  const { form, steps } = useSnapshot(flow.state);
  return (
    <WizardStep
      stepNumber={steps.indexOf(step) + 1}
      stepCount={steps.length}
      heading={heading}
      backTo={flow.previousPath(step, form as F)}
      validation={validation}
      price={price}
      aside={aside}
      {...(continueLabel === undefined ? {} : { continueLabel })}
      onContinue={() => {
        onAnswered?.();
        goTo(flow.path(flow.continueFrom(step)));
      }}
    >
      {children}
    </WizardStep>
  );
}
