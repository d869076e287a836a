import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { PortugueseStoresOnly } from '../../../guards/portuguese-stores-only.tsx';
import { StepGuard } from '../../../wizard/step-guard.tsx';
import { certificateFlow, type CertificateStep } from '../lib/certificate-flow.ts';
import { reportFlow, type ReportStep } from '../lib/report-flow.ts';
import { keepQuery } from '../../../lib/keep-query.ts';

/** A guarded step of the permanent certificate: Portuguese stores only, once every earlier step is valid. */
export function CertificateStepRoute({ step, children }: { step: CertificateStep; children: ReactNode }) {
  return (
    <PortugueseStoresOnly>
      <StepGuard flow={certificateFlow} step={step}>
        {children}
      </StepGuard>
    </PortugueseStoresOnly>
  );
}

/** A guarded step of the simplified report: Portuguese stores only, once every earlier step is valid. */
export function ReportStepRoute({ step, children }: { step: ReportStep; children: ReactNode }) {
  return (
    <PortugueseStoresOnly>
      <StepGuard flow={reportFlow} step={step}>
        {children}
      </StepGuard>
    </PortugueseStoresOnly>
  );
}

/** certidao-permanente/confirmation: the review and add button are step8 (decision 011); old links land there. */
export function CertificateConfirmation() {
  const { search } = useLocation();
  return (
    <PortugueseStoresOnly>
      <Navigate to={keepQuery(certificateFlow.path('step8'), search)} replace />
    </PortugueseStoresOnly>
  );
}
