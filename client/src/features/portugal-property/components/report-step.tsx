import type { ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import { PRODUCT_IDS } from '#contracts/constants/product-ids.ts';
import { useProductPrices } from '../../../api/use-product-prices.ts';
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
  /** False where the step shows the price breakdown instead of the running price. */
  runningPrice?: boolean;
  aside?: ReactNode;
  continueLabel?: string;
  children?: ReactNode;
}

/** The catalogue price (product 18421), the item's whole price; null until known. */
export function useReportPrice(): number | null {
  const prices = useProductPrices([PRODUCT_IDS.simplifiedReport]);
  return prices?.[PRODUCT_IDS.simplifiedReport] ?? null;
}

/**
 * One page of the simplified report wizard: 'Passo 3 de 6', the running price, back to the previous page that applies,
 * Continue goes on.
 */
export function ReportStep({ step, heading, validation, runningPrice = true, aside, continueLabel, children }: ReportStepProps) {
  const goTo = useGoToStep();
  const price = useReportPrice();
  const { form } = useSnapshot(reportFlow.state);
  const previous = previousReportStep(step, form);
  return (
    <WizardStep
      stepNumber={REPORT_STEPS.indexOf(step) + 1}
      stepCount={REPORT_STEPS.length}
      heading={heading}
      backTo={previous === undefined ? undefined : reportPath(previous)}
      validation={validation}
      price={runningPrice ? { amount: price } : undefined}
      aside={aside}
      {...(continueLabel === undefined ? {} : { continueLabel })}
      onContinue={() => goTo(reportPath(continueReport(step)))}
    >
      {children}
    </WizardStep>
  );
}
