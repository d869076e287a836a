import type { ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import { useGoToStep } from '../../../wizard/use-continue.ts';
import type { StepValidation } from '../../../wizard/use-step-validation.ts';
import { WizardStep } from '../../../wizard/wizard-step.tsx';
import {
  REPORT_STEPS,
  type ReportStep as ReportStepId,
  continueReport,
  previousReportStep,
  reportFlow,
  reportPath,
} from '../lib/report-flow.ts';

interface ReportStepProps {
  step: ReportStepId;
  heading: string;
  validation: StepValidation;
  aside?: ReactNode;
  continueLabel?: string;
  children?: ReactNode;
}

/** One page of the simplified report wizard: 'Passo 3 de 6', back to the previous page that applies, Continue goes on. */
export function ReportStep({ step, heading, validation, aside, continueLabel, children }: ReportStepProps) {
  const goTo = useGoToStep();
  const { form } = useSnapshot(reportFlow.state);
  const previous = previousReportStep(step, form);
  return (
    <WizardStep
      stepNumber={REPORT_STEPS.indexOf(step) + 1}
      stepCount={REPORT_STEPS.length}
      heading={heading}
      backTo={previous === undefined ? undefined : reportPath(previous)}
      validation={validation}
      aside={aside}
      {...(continueLabel === undefined ? {} : { continueLabel })}
      onContinue={() => goTo(reportPath(continueReport(step)))}
    >
      {children}
    </WizardStep>
  );
}
