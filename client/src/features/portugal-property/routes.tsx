import type { ComponentType } from 'react';
import { Navigate, type RouteObject, useLocation } from 'react-router';
import type { PlainMessageKey } from '../../i18n/messages.ts';
import { PortugueseStoresOnly } from '../../lib/portuguese-stores-only.tsx';
import { lazyScreen } from '../../ui/lazy-screen.ts';
import { StepGuard } from '../../wizard/step-guard.tsx';
import type { Flow } from '../../wizard/flow.ts';
import { type CertificateStep, certificateFlow, certificatePath } from './lib/certificate-flow.ts';
import { type ReportStep, reportFlow, reportPath } from './lib/report-flow.ts';

const steps = () => import('./components/certificate-steps.tsx');
const reportSteps = () => import('./components/report-steps.tsx');

const CERTIFICATE_SCREENS: Record<CertificateStep, ComponentType> = {
  step1: lazyScreen(steps, 'CertificateIntroStep'),
  step2: lazyScreen(steps, 'CertificatePlaceStep'),
  step3: lazyScreen(steps, 'CertificateModeStep'),
  step4: lazyScreen(steps, 'CertificateTypeStep'),
  step5: lazyScreen(steps, 'CertificateIdentificationStep'),
  step6: lazyScreen(steps, 'CertificateHorizontalStep'),
  step7: lazyScreen(steps, 'CertificateFractionStep'),
  step8: lazyScreen(steps, 'CertificateReviewStep'),
};

const REPORT_SCREENS: Record<ReportStep, ComponentType> = {
  step1: lazyScreen(reportSteps, 'ReportPlaceStep'),
  step2: lazyScreen(reportSteps, 'ReportHasNumberStep'),
  step21: lazyScreen(reportSteps, 'ReportNumberStep'),
  step3: lazyScreen(reportSteps, 'ReportHorizontalStep'),
  step4: lazyScreen(reportSteps, 'ReportUrgencyStep'),
  confirmation: lazyScreen(reportSteps, 'ReportConfirmationStep'),
};

const AddCertificateScreen = lazyScreen(() => import('./components/add-certificate-screen.tsx'), 'AddCertificateScreen');
const AddReportScreen = lazyScreen(() => import('./components/add-report-screen.tsx'), 'AddReportScreen');

/** certidao-permanente/confirmation: the review and add button are step8 (decision 011); old links land there. */
function CertificateConfirmation() {
  const { search } = useLocation();
  return <Navigate to={`${certificatePath('step8')}${search}`} replace />;
}

function guarded<F extends object>(
  flow: Flow<F>,
  pathOf: (step: string) => string,
  prefix: string,
  screens: Record<string, ComponentType>,
  title: PlainMessageKey,
) {
  return Object.entries(screens).map(([step, Screen]) => ({
    path: `${prefix}/${step}`,
    element: (
      <PortugueseStoresOnly>
        <StepGuard flow={flow} step={step} pathOf={pathOf}>
          <Screen />
        </StepGuard>
      </PortugueseStoresOnly>
    ),
    handle: { title },
  }));
}

const addHandle = { title: 'common.addToCart' satisfies PlainMessageKey };

/** spec 2 "Wizards": the permanent certificate and the simplified report, Portuguese stores only. */
export const portugalPropertyRoutes: RouteObject[] = [
  ...guarded(certificateFlow, certificatePath, 'certidao-permanente', CERTIFICATE_SCREENS, 'title.certificate'),
  {
    path: 'certidao-permanente/confirmation',
    element: (
      <PortugueseStoresOnly>
        <CertificateConfirmation />
      </PortugueseStoresOnly>
    ),
    handle: { title: 'title.certificate' satisfies PlainMessageKey },
  },
  {
    path: 'cart/add/certidao',
    element: (
      <PortugueseStoresOnly>
        <AddCertificateScreen />
      </PortugueseStoresOnly>
    ),
    handle: addHandle,
  },
  ...guarded(reportFlow, reportPath, 'i-predial-simplificada', REPORT_SCREENS, 'title.report'),
  {
    path: 'cart/add/ipredial',
    element: (
      <PortugueseStoresOnly>
        <AddReportScreen />
      </PortugueseStoresOnly>
    ),
    handle: addHandle,
  },
];
