import type { ReactNode } from 'react';
import { useGoToStep } from '../../../wizard/use-continue.ts';
import type { StepValidation } from '../../../wizard/use-step-validation.ts';
import { WizardStep } from '../../../wizard/wizard-step.tsx';
import { useSnapshot } from 'valtio';
import {
  QUERY_STEPS,
  type QueryStep as QueryStepId,
  nextQueryStep,
  previousQueryStep,
  queryFlow,
  queryPath,
  runningSearchPrice,
} from '../lib/query-flow.ts';
import { usePropertySearchPrice } from './price-explanation.tsx';

interface QueryStepProps {
  step: QueryStepId;
  heading: string;
  validation: StepValidation;
  /** False where the step shows the price breakdown instead of the running price. */
  runningPrice?: boolean;
  aside?: ReactNode;
  continueLabel?: string;
  /** Runs before the step is marked valid (step1 records quiere_una_qp). */
  onAnswered?: () => void;
  children?: ReactNode;
}

/** One step of the property-search wizard: 'Paso 3 de 7', the running price, back to the previous step, Continue marks it valid and goes on. */
export function QueryStep({ step, heading, validation, runningPrice = true, aside, continueLabel, onAnswered, children }: QueryStepProps) {
  const goTo = useGoToStep();
  const previous = previousQueryStep(step);
  const { num_propiedades } = useSnapshot(queryFlow.state).form;
  const prices = usePropertySearchPrice();
  const price = prices === null ? { amount: null } : runningSearchPrice(num_propiedades, prices);
  return (
    <WizardStep
      stepNumber={QUERY_STEPS.indexOf(step) + 1}
      stepCount={QUERY_STEPS.length}
      heading={heading}
      backTo={previous === undefined ? undefined : queryPath(previous)}
      validation={validation}
      price={runningPrice ? price : undefined}
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
