import type { ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import { PRODUCT_IDS } from '#contracts/constants/product-ids.ts';
import { useProductPrices } from '../../../api/use-product-prices.ts';
import { useGoToStep } from '../../../wizard/use-continue.ts';
import type { StepValidation } from '../../../wizard/use-step-validation.ts';
import { WizardStep } from '../../../wizard/wizard-step.tsx';
import {
  CERTIFICATE_STEPS,
  type CertificateStep as CertificateStepId,
  certificateFlow,
  certificatePath,
  continueCertificate,
  previousCertificateStep,
} from '../lib/certificate-flow.ts';

interface CertificateStepProps {
  step: CertificateStepId;
  heading: string;
  validation: StepValidation;
  /** False where the step shows the price breakdown instead of the running price. */
  runningPrice?: boolean;
  aside?: ReactNode;
  continueLabel?: string;
  children?: ReactNode;
}

/** The catalogue price (product 18414), the item's whole price; null until known. */
export function useCertificatePrice(): number | null {
  const prices = useProductPrices([PRODUCT_IDS.permanentCertificate]);
  return prices?.[PRODUCT_IDS.permanentCertificate] ?? null;
}

/**
 * One page of the certificate wizard: 'Passo 3 de 8', the running price, back to the previous page that applies,
 * Continue goes on.
 */
export function CertificateStep({ step, heading, validation, runningPrice = true, aside, continueLabel, children }: CertificateStepProps) {
  const goTo = useGoToStep();
  const price = useCertificatePrice();
  const { form } = useSnapshot(certificateFlow.state);
  const previous = previousCertificateStep(step, form);
  return (
    <WizardStep
      stepNumber={CERTIFICATE_STEPS.indexOf(step) + 1}
      stepCount={CERTIFICATE_STEPS.length}
      heading={heading}
      backTo={previous === undefined ? undefined : certificatePath(previous)}
      validation={validation}
      price={runningPrice ? { amount: price } : undefined}
      aside={aside}
      {...(continueLabel === undefined ? {} : { continueLabel })}
      onContinue={() => goTo(certificatePath(continueCertificate(step)))}
    >
      {children}
    </WizardStep>
  );
}
