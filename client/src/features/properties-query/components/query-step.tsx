import type { ReactNode } from 'react';
import { useGoToStep } from '../../../wizard/use-continue.ts';
import type { StepValidation } from '../../../wizard/use-step-validation.ts';
import { WizardStep } from '../../../wizard/wizard-step.tsx';
import { QUERY_STEPS, type QueryStep as QueryStepId, nextQueryStep, previousQueryStep, queryFlow, queryPath } from '../lib/query-flow.ts';

interface QueryStepProps {
  step: QueryStepId;
  heading: string;
  validation: StepValidation;
  aside?: ReactNode;
  continueLabel?: string;
  /** Runs before the step is marked valid (step1 records quiere_una_qp). */
  onAnswered?: () => void;
  children?: ReactNode;
}

/** One step of the property-search wizard: 'Paso 3 de 7', back to the previous step, Continue marks it valid and goes on. */
export function QueryStep({ step, heading, validation, aside, continueLabel, onAnswered, children }: QueryStepProps) {
  const goTo = useGoToStep();
  const previous = previousQueryStep(step);
  return (
    <WizardStep
      stepNumber={QUERY_STEPS.indexOf(step) + 1}
      stepCount={QUERY_STEPS.length}
      heading={heading}
      backTo={previous === undefined ? undefined : queryPath(previous)}
      validation={validation}
      aside={aside}
      {...(continueLabel === undefined ? {} : { continueLabel })}
      onContinue={() => {
        onAnswered?.();
        queryFlow.validate(step);
        goTo(queryPath(nextQueryStep(step)));
      }}
    >
      {children}
    </WizardStep>
  );
}
