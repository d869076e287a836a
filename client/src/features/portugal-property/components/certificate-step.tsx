import type { ReactNode } from 'react';
import { useSnapshot } from 'valtio';
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
  aside?: ReactNode;
  continueLabel?: string;
  children?: ReactNode;
}

/** One page of the certificate wizard: 'Passo 3 de 8', back to the previous page that applies, Continue goes on. */
export function CertificateStep({ step, heading, validation, aside, continueLabel, children }: CertificateStepProps) {
  const goTo = useGoToStep();
  const { form } = useSnapshot(certificateFlow.state);
  const previous = previousCertificateStep(step, form);
  return (
    <WizardStep
      stepNumber={CERTIFICATE_STEPS.indexOf(step) + 1}
      stepCount={CERTIFICATE_STEPS.length}
      heading={heading}
      backTo={previous === undefined ? undefined : certificatePath(previous)}
      validation={validation}
      aside={aside}
      {...(continueLabel === undefined ? {} : { continueLabel })}
      onContinue={() => goTo(certificatePath(continueCertificate(step)))}
    >
      {children}
    </WizardStep>
  );
}
